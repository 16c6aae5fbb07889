export { publicAddress } from "./address";
export { countryLookup, countryOfAddress, GEO_DATABASE_FILE, type CountryLookup } from "./lookup";

import latam from "./latam";

/** Mexican Spanish: the Latin American catalog as it is. */
export default latam;

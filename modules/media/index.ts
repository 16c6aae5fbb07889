export { LOGO_KINDS, logoSvg } from "./logo";
export type { LogoKind } from "./logo";

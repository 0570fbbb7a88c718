/** The one call of fontkit (a dependency of pdfkit) the server makes; fontkit ships no types. */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

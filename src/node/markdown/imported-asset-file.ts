/** Files a page or script imports as assets (pipeline/imported-assets.ts copies them; the compiler turns a page's local media links into imports of them). */
export const IMPORTED_ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mp3|ogg|wav|pdf)$/i;

// Checks of the Rspress e2e bench (rspress-e2e.mjs): per fixture, per case title, a function of the built
// output returning true (the case passes) or the reason it fails. Each is our reading of what the case asserts
// (the behaviour, not Rspress's class names), made on docsite's emitted HTML with cheerio.
export const CHECKS = {};

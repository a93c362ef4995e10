export function hashTree(dir: string): Map<string, string>;

export function startAssetHostStandIn(host: string): Promise<{ chromeFlags: string; rule: string; close: () => void }>;

export function tasksAtCpuTime<T>(trace: T): T;
export function idleMachinePerformance(url: string, artifactsDir: string, workDir: string, hosts?: string[]): Promise<number>;

export function createScratchDatabase(serverUrl: string, label?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }>;

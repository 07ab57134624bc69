/** The in-world self-test (Quench): registered when Quench is active. Filled in by the self-test batches. */
export function registerSelfTest(): void {}

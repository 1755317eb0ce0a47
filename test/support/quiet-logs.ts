// Handlers that tests call in-process (projections, the enrichment) log through Powertools Logger,
// which writes to stdout past Jest's console capture: only warnings and errors are shown there.
// The runtime's functions run with their own environment and are not affected.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

// Placeholder: the solver lands here (see docs/auto-layout.md).

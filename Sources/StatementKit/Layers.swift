// StatementKit is the library's one entry point: the pipeline (`ReportSession`) and, re-exported,
// the layers it runs, so that `import StatementKit` is all a program or a test needs.
@_exported import StatementAnalysis
@_exported import StatementConfig
@_exported import StatementHistory
@_exported import StatementImport
@_exported import StatementImporters
@_exported import StatementLocalization
@_exported import StatementModel
@_exported import StatementPresentation
@_exported import StatementRendering
@_exported import StatementResources

import Foundation

/// The process's environment, read once.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary of the whole environment at every
/// call (about 360,000 instructions with a usual environment); a report asked for it about twelve
/// times (the languages, `STATEMENT_REPORT_RESOURCES`, the generation date, ...). Nothing in the
/// program changes its own environment, so one copy serves every reader.
public enum ProcessEnvironment {
    public static let current: [String: String] = ProcessInfo.processInfo.environment
}

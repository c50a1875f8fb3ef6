import ArgumentParser

/// What went wrong in a run, and the exit code that says it: 64 when an output was refused for
/// being an input, else 1 when an input could not be read or an output could not be written, else
/// 65 when `--strict` found rows that could not be read, else 0. (64 is otherwise ArgumentParser's,
/// for bad usage, before anything runs.)
struct RunStatus: Sendable {
    /// Inputs that could not be read, outputs that could not be written.
    var failures = 0
    /// Inputs with rows that could not be read, under `--strict`.
    var strictRejections = 0
    /// Reports not written because an output was an input (`OutputGuard`).
    var refusals = 0

    /// `EX_DATAERR` of sysexits.h: the input data was incorrect.
    static let strictExitCode: Int32 = 65

    var exitCode: Int32 {
        refusals > 0 ? ExitCode.validationFailure.rawValue : failures > 0 ? 1 : strictRejections > 0 ? RunStatus.strictExitCode : 0
    }

    static func + (a: RunStatus, b: RunStatus) -> RunStatus {
        var sum = a
        sum += b
        return sum
    }

    static func += (a: inout RunStatus, b: RunStatus) {
        a.failures += b.failures
        a.strictRejections += b.strictRejections
        a.refusals += b.refusals
    }

    /// Ends the command with the exit code, when it is not 0.
    func finish() throws {
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}

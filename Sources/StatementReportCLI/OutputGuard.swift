import ArgumentParser
import StatementKit

/// Refuses an output that is one of the run's inputs (`x.csv -o x.csv`, `-o ./x.csv`, a hard link,
/// a symbolic link: the same device and inode), with exit 64, before any input is read: writing
/// the report there would destroy the statement it is made from.
struct OutputGuard {
    /// Every file the run reads: the statements (`-` is standard input), the Splitwise exports, the
    /// configuration and the CSV profile.
    let inputs: [String]
    /// Their identities, found when the run begins.
    private let identities: FileIdentity.Inputs

    init(files: [String], config: String? = nil, splitwise: [String] = [], profile: String? = nil) {
        inputs = files + splitwise + [config, profile].compactMap { $0 }
        identities = FileIdentity.Inputs(inputs)
    }

    /// Prints why and returns false when one of `outputs` (`-`: standard output, when it is a
    /// regular file) is one of the inputs.
    func allows(_ outputs: [String], printer: DiagnosticPrinter) -> Bool {
        guard let (output, input) = identities.clash(outputs: outputs) else { return true }
        let shown = input == "-" ? "stdin" : input
        if output == "-" {
            printer.error(location: "statement-report", printer.catalogue("cli.standardOutputIsInput", ["input": .text(shown)]))
        } else {
            printer.error(location: output, printer.catalogue("cli.outputIsInput", ["output": .text(output), "input": .text(shown)]))
        }
        return false
    }

    /// `allows`, as a command's end: exit 64 (bad usage) when refused.
    func check(_ outputs: [String], printer: DiagnosticPrinter) throws {
        if !allows(outputs, printer: printer) { throw ExitCode.validationFailure }
    }
}

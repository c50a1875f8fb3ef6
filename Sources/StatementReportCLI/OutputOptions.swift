import ArgumentParser
import StatementKit

/// Where `report` writes, and in what format: standard output, one file (`-o`), or a folder of
/// files named by a pattern (`--output-dir`, `--name`), one report for all inputs or one per input
/// (`--each`).
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: HelpText.help("help.output.format", value: "format"))
    var format: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: HelpText.help("help.output.output", value: "path"))
    var outputArgument: String?

    /// The file `-o` names; nil for standard output.
    var output: String? {
        get { OutputOptions.path(outputArgument) }
        set { outputArgument = newValue }
    }

    /// The file an `-o` value names: nil when there is none, or when it is `-`, which means standard
    /// output as it does to other Unix tools (`-o -` used to write a file named `-`).
    static func path(_ argument: String?) -> String? { argument == "-" ? nil : argument }

    @Option(name: .long, help: HelpText.help("help.output.outputDir", value: "dir"))
    var outputDir: String?

    @Option(name: .long, help: HelpText.help("help.output.name", value: "pattern"))
    var name: String?

    @Flag(name: .long, help: HelpText.help("help.output.each"))
    var each = false

    /// The output format for a `--format` value or a file extension.
    static func kind(named name: String) -> OutputFormat? {
        let lower = name.lowercased()
        return OutputFormat(rawValue: lower) ?? OutputFormat(fileExtension: lower)
    }

    var kind: OutputFormat {
        if let format, let kind = OutputOptions.kind(named: format) { return kind }
        if let output, let dot = output.lastIndex(of: "."), let kind = OutputOptions.kind(named: String(output[output.index(after: dot)...])) {
            return kind
        }
        return .html
    }

    /// The pattern files are named by: `-o` as written, or `--output-dir` joined with `--name`;
    /// nil for standard output.
    var pattern: FileNamePattern? {
        if let output { return try? FileNamePattern(output) }
        guard let outputDir else { return nil }
        let name = self.name.flatMap { try? FileNamePattern($0, relative: true) } ?? .standard
        let folder = outputDir.hasSuffix("/") ? String(outputDir.dropLast()) : outputDir
        return try? FileNamePattern((folder.isEmpty ? "/" : folder + "/") + name.description)
    }

    func validate(languages: Int, catalogue t: Catalogue) throws {
        if let format, OutputOptions.kind(named: format) == nil {
            throw ValidationError(t("usage.unknownReportFormat", ["format": .text(format)]))
        }
        if outputArgument != nil, outputDir != nil { throw ValidationError(t("usage.outputAndDir")) }
        if name != nil, outputDir == nil { throw ValidationError(t("usage.nameWithoutDir")) }
        do {
            if let output { _ = try FileNamePattern(output) }
            if let name { _ = try FileNamePattern(name, relative: true) }
        } catch {
            throw ValidationError(t.render(error.message))
        }
        let pattern = self.pattern
        if each, pattern == nil || !(pattern!.mentions("input") || pattern!.mentions("account") || pattern!.mentions("period")) {
            throw ValidationError(t("usage.eachNeedsNames"))
        }
        // Several languages make several files, except in one email.
        if languages > 1, kind != .email, !(pattern?.mentions("lang") ?? false) {
            throw ValidationError(t("usage.languagesNeedNames"))
        }
    }
}

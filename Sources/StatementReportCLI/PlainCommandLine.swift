import ArgumentParser
import StatementKit

/// The reader of a plain command line without ArgumentParser (`PlainSubcommand`): files, long
/// options each given once (a list option as often as wanted), `-o` and `-q`, values as separate
/// arguments or after `=`, and `--` before files. Anything else gives nil, and ArgumentParser reads
/// the line.
///
/// Besides its reflection on the first run of a process, ArgumentParser takes time that grows with
/// the square of the number of files (each one merges the positions of all before it): 6,000 files
/// took 1.2 s before the first was read.
enum PlainCommandLine {
    enum Kind { case flag, text, number, list }

    /// An option's property in a command's `Parts`, by kind: how to read it, how to write it.
    /// Written by closures, not key paths: a key path's write reads the property first, which an
    /// option not set yet does not allow.
    enum Field<Parts>: Sendable {
        case flag(@Sendable (Parts) -> Bool, @Sendable (inout Parts, Bool) -> Void)
        case text(@Sendable (Parts) -> String?, @Sendable (inout Parts, String?) -> Void)
        case number(@Sendable (Parts) -> Int?, @Sendable (inout Parts, Int?) -> Void)
        case list(@Sendable (Parts) -> [String], @Sendable (inout Parts, [String]) -> Void)

        var kind: Kind {
            switch self {
            case .flag: .flag
            case .text: .text
            case .number: .number
            case .list: .list
            }
        }

        /// Sets the property from `values` (`name`'s values, or its default when not given).
        func set(_ parts: inout Parts, _ name: String, from values: Values) {
            switch self {
            case let .flag(_, set): set(&parts, values.flag(name))
            case let .text(_, set): set(&parts, values.text(name))
            case let .number(_, set): set(&parts, values.number(name))
            case let .list(_, set): set(&parts, values.list(name))
            }
        }

        /// The property's value, for checking this reader against ArgumentParser.
        func value(_ parts: Parts) -> Any? {
            switch self {
            case let .flag(get, _): get(parts)
            case let .text(get, _): get(parts)
            case let .number(get, _): get(parts)
            case let .list(get, _): get(parts)
            }
        }
    }

    /// A command's parts that hold the input options.
    protocol Parts: SendableMetatype {
        var input: InputOptions { get set }
    }

    /// The options every command that reads files has (`InputOptions`), by ArgumentParser's kebab-case names.
    static func inputOptions<P: Parts>() -> [(name: String, field: Field<P>)] {
        [
            ("currency", .text({ $0.input.currency }, { $0.input.currency = $1 })),
            ("input-format", .text({ $0.input.inputFormat }, { $0.input.inputFormat = $1 })),
            ("date-format", .text({ $0.input.dateFormat }, { $0.input.dateFormat = $1 })),
            ("invert", .flag({ $0.input.invert }, { $0.input.invert = $1 })),
            ("profile", .text({ $0.input.profile }, { $0.input.profile = $1 })),
            ("strict", .flag({ $0.input.strict }, { $0.input.strict = $1 })),
            ("lang", .text({ $0.input.lang }, { $0.input.lang = $1 })),
            ("quiet", .flag({ $0.input.quiet }, { $0.input.quiet = $1 })),
            ("locale", .text({ $0.input.localeTag }, { $0.input.localeTag = $1 })),
        ]
    }

    /// Words that are not a file here: ArgumentParser may read them as a command.
    static let commands: Set<String> = ["report", "transactions", "inspect", "history", "help"]

    /// The values read: a name given, with its values (none for a flag).
    struct Values {
        var files: [String] = []
        var given: [String: [String]] = [:]

        func text(_ name: String) -> String? { given[name]?.last }
        func list(_ name: String) -> [String] { given[name] ?? [] }
        func flag(_ name: String) -> Bool { given[name] != nil }
        func number(_ name: String) -> Int? { text(name).flatMap { Int($0) } }
    }

    /// The names and files of `arguments` (after the command's name), or nil when the line is not of
    /// the plain kind: an option not in `names`, given twice, a value that is empty or starts with
    /// `-`, a number that does not read, a command's name, or no file.
    static func values(_ arguments: ArraySlice<String>, names: [String: Kind]) -> Values? {
        var rest = arguments
        var values = Values()
        while let argument = rest.popFirst() {
            // After `--`, every argument is a file, even one that starts with `-` (a command's name is
            // left to ArgumentParser). ArgumentParser's time for such a line grew with the square of
            // its files: 6,000 took 1.1 s more than the same line without `--`.
            if argument == "--" {
                guard !rest.contains(where: commands.contains) else { return nil }
                values.files += rest
                break
            }
            guard argument.hasPrefix("-") else {
                guard !commands.contains(argument) else { return nil }
                values.files.append(argument)
                continue
            }
            var name: Substring, inline: String?
            if argument == "-o" { name = "output" } else if argument == "-q" { name = "quiet" } else {
                guard argument.hasPrefix("--") else { return nil }
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            }
            guard let kind = names[String(name)], kind == .list || values.given[String(name)] == nil else { return nil }
            if kind == .flag {
                guard inline == nil else { return nil }
                values.given[String(name)] = []
                continue
            }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-"), !commands.contains(value),
                kind != .number || Int(value) != nil
            else { return nil }
            values.given[String(name), default: []].append(value)
        }
        return values.files.isEmpty ? nil : values
    }
}

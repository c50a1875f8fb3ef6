import StatementImport
import Yams

extension CSVProfile {
    /// The profile read by hand from a composed and checked document: what `Decodable` decoding
    /// through Yams gives (`YAMLDecoder` was 26 of the 39 million instructions of reading the
    /// built-in profiles, on the warm-up thread of every report) at a small part of the cost.
    /// Nil for anything it is not sure to read the same way (a value that could be a null, a value of
    /// another shape; an alias node or a repeated key too, though Yams composes aliases as copies and
    /// refuses repeated keys); the caller then decodes as before.
    /// `CSVProfileReaderTests` compares both on every built-in profile.
    package static func read(_ node: Node) -> CSVProfile? {
        guard let mapping = node.mapping, Reading.distinct(mapping) else { return nil }
        var profile = CSVProfile()
        for (key, value) in mapping {
            guard let name = key.string, Reading.certain(value) else { return nil }
            switch name {
            case "name": guard let s = Reading.text(value) else { return nil }; profile.name = s
            case "match": guard let m = Reading.match(value) else { return nil }; profile.match = m
            case "encoding":
                guard let e = Reading.text(value).flatMap(CSVEncoding.init(rawValue:)) else { return nil }
                profile.encoding = e
            case "separator": guard let s = Reading.text(value) else { return nil }; profile.separator = s
            case "skipLines": guard let n = value.int else { return nil }; profile.skipLines = n
            case "header": guard let b = value.bool else { return nil }; profile.header = b
            case "columns": guard let c = Reading.columns(value) else { return nil }; profile.columns = c
            case "dateFormat": guard let s = Reading.text(value) else { return nil }; profile.dateFormat = s
            case "decimalMark": guard let s = Reading.text(value) else { return nil }; profile.decimalMark = s
            case "debitSign":
                guard let d = Reading.text(value).flatMap(DebitSign.init(rawValue:)) else { return nil }
                profile.debitSign = d
            case "invert": guard let b = value.bool else { return nil }; profile.invert = b
            case "currency": guard let s = Reading.text(value) else { return nil }; profile.currency = s
            case "account": guard let s = Reading.text(value) else { return nil }; profile.account = s
            case "accountLine":
                guard let m = value.mapping, Reading.distinct(m), let line = m["line"]?.int, let field = m["field"]?.int else { return nil }
                profile.accountLine = CSVFieldReference(line: line, field: field)
            default: return nil
            }
        }
        return profile
    }

    /// The shapes `read` is sure of.
    private enum Reading {
        /// No alias and no plain scalar YAML could read as a null, anywhere in the node.
        static func certain(_ node: Node) -> Bool {
            switch node {
            case let .scalar(scalar): return !(scalar.style == .plain && nulls.contains(scalar.string))
            case let .mapping(mapping): return mapping.allSatisfy { certain($0.key) && certain($0.value) }
            case let .sequence(sequence): return sequence.allSatisfy(certain)
            case .alias: return false
            }
        }

        /// The plain scalars YAML reads as a null (`decodeIfPresent` gives nil for them).
        static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]

        /// No key written twice.
        static func distinct(_ mapping: Node.Mapping) -> Bool {
            var seen: Set<String> = []
            for (key, _) in mapping {
                guard let name = key.scalar?.string, seen.insert(name).inserted else { return false }
            }
            return true
        }

        /// A scalar's text (what `String`'s decoding gives: the text whatever its tag).
        static func text(_ node: Node) -> String? { node.scalar?.string }

        static func texts(_ node: Node) -> [String]? {
            guard let items = node.sequence else { return nil }
            var out: [String] = []
            for item in items {
                guard let s = text(item) else { return nil }
                out.append(s)
            }
            return out
        }

        static func match(_ node: Node) -> Match? {
            guard let mapping = node.mapping, distinct(mapping) else { return nil }
            var match = Match()
            for (key, value) in mapping {
                switch key.string {
                case "header": guard let list = texts(value) else { return nil }; match.header = list
                case "firstLine": guard let list = texts(value) else { return nil }; match.firstLine = list
                case "fields": guard let n = value.int else { return nil }; match.fields = n
                default: continue  // `Decodable` leaves other keys out too
                }
            }
            return match
        }

        static func columns(_ node: Node) -> [String: CSVColumnReference]? {
            guard let mapping = node.mapping, distinct(mapping) else { return nil }
            var out: [String: CSVColumnReference] = [:]
            for (key, value) in mapping {
                guard let role = key.scalar?.string, let reference = reference(value) else { return nil }
                out[role] = reference
            }
            return out
        }

        /// As `CSVColumnReference.init(from:)`: a number if the scalar reads as one, else its text;
        /// a sequence of references.
        static func reference(_ node: Node) -> CSVColumnReference? {
            switch node {
            case let .scalar(scalar): return Int.construct(from: scalar).map(CSVColumnReference.number) ?? .name(scalar.string)
            case let .sequence(items):
                var list: [CSVColumnReference] = []
                for item in items {
                    guard let r = reference(item) else { return nil }
                    list.append(r)
                }
                return .several(list)
            default: return nil
            }
        }
    }
}

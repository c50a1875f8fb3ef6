import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What the CSV importer decided about a file and what became of its rows, for `statement-report inspect`.
///
/// `text(catalogue:)` is a YAML document: the decisions and the rows' fate as comments, then the profile
/// that reads the file the same way. Saved to a file, edited, it is what `--profile FILE` takes.
public struct CSVInspection: Sendable {
    public var record: ImportRecord
    public var statements: [Statement]
    /// The profile that reproduces this import.
    public var profile: CSVProfile
    package let plan: CSVPlan
    /// How many of the skipped rows, and of the rejected rows, `text(catalogue:)` writes out with their
    /// reasons; the rest are counted.
    public static let notesShown = 50

    package init(plan: CSVPlan, record: ImportRecord, statements: [Statement]) {
        self.plan = plan
        self.record = record
        self.statements = statements
        self.profile = CSVInspection.profile(of: plan)
    }

    /// The profile a plan amounts to: every decision written down.
    package static func profile(of plan: CSVPlan) -> CSVProfile {
        var p = CSVProfile()
        p.name = plan.profileName
        p.encoding = plan.text.encoding
        p.separator = CSVProfile.separatorText(plan.separator)
        p.skipLines = plan.layout.skipLines
        p.header = plan.layout.header != nil
        var columns: [String: CSVColumnReference] = [:]
        // A column is named when its header cell is the first of its normalised name. Each cell is
        // normalised at most once (the look-up normalised both sides for every earlier cell of every column),
        // and not at all when the sample did it (the header row's names).
        let header = plan.layout.header ?? []
        var normalized = [String?](repeating: nil, count: header.count)
        let row = plan.headerRow.flatMap { $0.fields == header ? $0 : nil }
        func name(_ j: Int) -> String {
            if let n = normalized[j] { return n }
            let n = row?.name(j).name ?? CSVHeaderName.normalize(header[j]).name
            normalized[j] = n
            return n
        }
        for (role, indices) in plan.layout.roles {
            let refs = indices.map { i -> CSVColumnReference in
                if plan.layout.header != nil, i < header.count, !header[i].isEmpty,
                    (0...i).first(where: { name($0) == name(i) }) == i
                {
                    return .name(header[i])
                }
                return .number(i + 1)
            }
            columns[role.rawValue] = refs.count == 1 ? refs[0] : .several(refs)
        }
        p.columns = columns
        if let d = plan.layout.column(.date), let pattern = plan.datePatterns[d] { p.dateFormat = pattern.format }
        if plan.decimalMark != .auto { p.decimalMark = plan.decimalMark == .comma ? "," : "." }
        p.debitSign = plan.debitSign
        if plan.invert { p.invert = true }
        if plan.currencyFromProfile { p.currency = plan.currency?.code }
        if plan.accountReason == "profile" || plan.accountReason == "option" { p.account = plan.account }
        p.accountLine = plan.accountLineReference
        return p
    }

    /// The report: comments in the catalogue's language, then the profile as YAML. `region`, when
    /// given, says which region a report of the file is written for and why (after the statements).
    public func text(catalogue t: Catalogue, region: Message? = nil) -> String {
        var out: [String] = []
        func comment(_ s: String) { out.append(s.isEmpty ? "#" : "# " + s) }
        let plan = self.plan
        comment(t("inspect.title", ["file": .text(plan.file)]))
        comment("")
        comment(t("inspect.format", ["format": "csv"]))
        comment(t("inspect.encoding", ["encoding": .text(plan.text.encoding.rawValue + (plan.text.byteOrderMark ? " + BOM" : "")),
                                       "reason": .message(plan.text.reason)]))
        if plan.text.hasReplacementCharacters { comment(t("inspect.replacement")) }
        comment(t("inspect.lineEnding", ["value": .text(plan.dialect?.lineEnding ?? "lf")]))
        if plan.separatorFromProfile {
            comment(t("inspect.separatorProfile", ["separator": .text(CSVProfile.separatorText(plan.separator))]))
        } else if let d = plan.dialect {
            comment(t("inspect.separator", ["separator": .text(CSVProfile.separatorText(plan.separator)), "rows": .number(d.steadyRows),
                                            "sampled": .number(d.sampledRows), "width": .number(d.width)]))
        }
        switch plan.profileOrigin {
        case .builtIn:
            comment(t(plan.layout.header == nil ? "inspect.profileBuiltInFirstLine" : "inspect.profileBuiltIn", ["name": .text(plan.profileName ?? "")]))
        case .given: comment(t("inspect.profileGiven"))
        case .detected: comment(t("inspect.profileDetected"))
        }
        if let header = plan.headerRow {
            comment(t("inspect.header", ["line": .number(header.line)]))
        } else {
            comment(t(plan.layout.columnsFrom == .values ? "inspect.noHeader" : "inspect.noHeaderProfile"))
            switch plan.layout.amountsFrom {
            case let .chain(percent)?: comment(t("inspect.amountsChain", ["percent": .number(percent)]))
            case .signs?: comment(t("inspect.amountsSigns"))
            case nil: break
            }
        }
        if let language = plan.layout.nonEnglishLanguage { comment(t("inspect.language", ["language": .message(Message("inspect.lang." + language))])) }

        // Rows.
        comment("")
        let r = record
        comment(t("inspect.rows", ["read": .message(Message("count.rowsRead", ["count": .number(r.rowsRead)])),
                                   "imported": .message(Message("count.imported", ["count": .number(r.imported)])),
                                   "skipped": .message(Message("count.skipped", ["count": .number(r.skipped.count)])),
                                   "rejected": .message(Message("count.rejected", ["count": .number(r.rejected.count)]))]))
        for s in statements {
            var period = ""
            if let p = s.transactionDays { period = "\(p.start) … \(p.end)" }
            comment("  " + t("inspect.statement", ["account": .text(s.account.label ?? t("inspect.unknownAccount")), "currency": .text(s.currency.code),
                                                  "count": .number(s.transactions.count), "period": .text(period)]))
            // Where the balances came from is said below (a stated line) or in the columns (a running balance).
            if let b = s.info.openingBalance { comment("    " + FileInspection.balance("inspect.opening", b, t)) }
            if let b = s.info.closingBalance { comment("    " + FileInspection.balance("inspect.closing", b, t)) }
        }
        if let region { comment(t.render(region)) }
        for note in r.skipped.prefix(CSVInspection.notesShown) {
            comment("  " + InspectText.skippedRow(note, t))
        }
        if r.skipped.count > CSVInspection.notesShown { comment("  " + t("inspect.more", ["count": .number(r.skipped.count - CSVInspection.notesShown)])) }
        for note in r.rejected.prefix(CSVInspection.notesShown) {
            comment("  " + t("inspect.rejectedRow", ["location": .text(note.location.description), "reason": .message(note.reason)]))
        }
        if r.rejected.count > CSVInspection.notesShown { comment("  " + t("inspect.more", ["count": .number(r.rejected.count - CSVInspection.notesShown)])) }
        comment("")
        comment(t("inspect.reuse"))
        out.append(contentsOf: yamlLines(catalogue: t))
        return out.joined(separator: "\n") + "\n"
    }

    /// The profile as YAML, each decision with its reason as a comment.
    package func yamlLines(catalogue t: Catalogue) -> [String] {
        let p = profile
        var lines: [String] = []
        func line(_ key: String, _ value: String, _ why: String? = nil) {
            let text = "\(key): \(value)"
            lines.append(why.map { text.padding(to: 28) + "# " + $0 } ?? text)
        }
        if let name = p.name { line("name", InspectText.quote(name)) }
        line("encoding", p.encoding!.rawValue)
        line("separator", InspectText.quote(p.separator ?? ","))
        line("skipLines", String(p.skipLines ?? 0), plan.preamble.isEmpty ? nil : t(plan.layout.header == nil ? "inspect.why.skipData" : "inspect.why.skip", ["count": .number(plan.preamble.count)]))
        line("header", p.header == true ? "true" : "false")
        lines.append("columns:")
        let order = CSVColumnRole.allCases.map(\.rawValue)
        for key in order {
            guard let reference = p.columns?[key] else { continue }
            let shown = InspectText.yaml(reference)
            var why: String? = nil
            if case let .number(n) = reference, plan.layout.header == nil { why = t("inspect.why.column", ["number": .number(n)]) }
            let text = "  \(key): \(shown)"
            lines.append(why.map { text.padding(to: 28) + "# " + $0 } ?? text)
        }
        // What is left out, so that a user can give it a role.
        if let header = plan.layout.header {
            let used = Set(plan.layout.roles.values.flatMap { $0 })
            let unused = header.enumerated().filter { !used.contains($0.offset) && !$0.element.isEmpty }.map { InspectText.quote($0.element) }
            if !unused.isEmpty { lines.append("  # " + t("inspect.unused", ["columns": .text(unused.joined(separator: ", "))])) }
        }
        if let format = p.dateFormat {
            line("dateFormat", InspectText.quote(format), dateWhy(t))
        }
        if let mark = p.decimalMark { line("decimalMark", InspectText.quote(mark), decimalWhy(t)) }
        if let sign = p.debitSign {
            line("debitSign", sign.rawValue, plan.debitSignFromProfile ? t("inspect.why.profile") : t("inspect.why.debitSign." + sign.rawValue))
        }
        if p.invert == true { line("invert", "true") }
        if let currency = p.currency {
            line("currency", currency, t("inspect.why.profile"))
        } else if let currency = plan.currency, let line = plan.currencyLine {
            lines.append("# currency: \(currency.code)".padding(to: 28) + "# " + t("inspect.why.currencyFound", ["line": .number(line)]))
        } else if plan.layout.column(.currency) == nil, plan.layout.headerCurrencies.isEmpty {
            lines.append("# currency: EUR".padding(to: 28) + "# " + t("inspect.why.noCurrency"))
        }
        if let account = p.account {
            line("account", InspectText.quote(account))
        } else if let ref = p.accountLine {
            line("accountLine", "{line: \(ref.line), field: \(ref.field)}", plan.account.map { t("inspect.why.accountLine", ["account": .text($0)]) })
        } else if let account = plan.account, let line = plan.accountLine {
            lines.append("# account: \(InspectText.quote(account))".padding(to: 28) + "# " + t("inspect.why.accountFound", ["line": .number(line)]))
        }
        // Balances the preamble states (the statement's, unless a running balance gives them).
        for balance in plan.stated {
            let name: String
            switch balance.side {
            case .opening: name = "openingBalance"
            case .closing: name = "closingBalance"
            case let .on(day): name = "balance \(InspectText.quote(day))"
            }
            lines.append("# \(name): \(balance.amount)".padding(to: 28) + "# " + t("inspect.why.currencyFound", ["line": .number(balance.line)]))
        }
        return lines
    }

    package func dateWhy(_ t: Catalogue) -> String? {
        guard let d = plan.layout.column(.date), let reason = plan.dateReasons[d] else { return nil }
        switch reason {
        case .option: return t("inspect.why.dateOption")
        case .profile: return t("inspect.why.profile")
        case let .otherColumn(c): return t("inspect.why.dateOtherColumn", ["column": .number(c + 1)])
        case let .language(language, decision):
            return t("inspect.why.dateLanguage", ["count": .number(decision.dates), "language": .message(Message("inspect.lang." + language))])
        case let .values(decision):
            if let evidence = decision.evidence, let other = decision.ruledOut {
                return t("inspect.why.dateValues", ["count": .number(decision.dates), "example": .text(evidence.text),
                                                    "line": .number(evidence.position), "other": .text(other.format)])
            }
            return t("inspect.why.dateOnly", ["count": .number(decision.dates)])
        }
    }

    package func decimalWhy(_ t: Catalogue) -> String {
        switch plan.decimalReason {
        case .profile: return t("inspect.why.profile")
        case let .values(count, example, line): return t("inspect.why.decimalValues", ["count": .number(count), "example": .text(example), "line": .number(line)])
        case .otherColumns: return t("inspect.why.decimalOtherColumns")
        case .language: return t("inspect.why.decimalLanguage")
        case .separator: return t("inspect.why.decimalSeparator")
        }
    }
}

package enum InspectText {
    /// A YAML double-quoted string.
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar == "\u{FFFD}" {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    package static func yaml(_ reference: CSVColumnReference) -> String {
        switch reference {
        case let .name(s): return quote(s)
        case let .number(n): return String(n)
        case let .several(list): return "[" + list.map(yaml).joined(separator: ", ") + "]"
        }
    }

    /// `:1 : ignorée (préambule, avant l’en-tête) — « Téléchargement… »`; without the quoted text
    /// when the row has none (review N11).
    package static func skippedRow(_ note: RowNote, _ t: Catalogue) -> String {
        let text = short(note.lineText ?? "")
        let blank = text.allSatisfy(\.isWhitespace)
        return t(blank ? "inspect.skippedRowNoText" : "inspect.skippedRow", [
            "location": .text(note.location.description), "kind": .message(Message("inspect.kind." + note.kind.rawValue)),
            "reason": .message(note.reason), "text": .text(text),
        ])
    }

    /// A line shortened for a comment.
    package static func short(_ s: String) -> String {
        // Without a line break there is nothing to replace (Foundation's search, through NSString, was
        // most of a skipped row's comment).
        let flat = !s.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) ? s
            : s.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        return flat.count > 70 ? String(flat.prefix(69)) + "…" : flat
    }
}

extension String {
    /// Padded with spaces to `width` characters (at least one space after the text).
    package func padding(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

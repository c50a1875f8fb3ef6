import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The values of a report's file-name placeholders (`FileNamePattern`).
public enum ReportFileName {
    /// - `account`: the statements' account (its name, else its IBAN, else its number); two or three
    ///   accounts joined by `+`, more as `N-accounts`; the first input's name when none is named,
    ///   without the period it ends with (`compte-joint` for `compte-joint-2026-10.csv`).
    /// - `period`: `PeriodSpan`'s file-name form (`2026-10`, `2026-09_2026-11`,
    ///   `2026-10-05_2026-10-11`), `undated` for a report without days.
    /// - `input`: the first input's file name without its extension (`stdin` for `-`).
    /// - `lang` and `ext`: as given.
    public static func values(_ report: Report, inputs: [String], lang: String, ext: String) -> [String: String] {
        var accounts: [String] = []
        var seen = Set<String>()
        for s in report.statements {
            guard let label = s.account.name ?? s.account.iban ?? s.account.id, !label.isEmpty else { continue }
            if seen.insert(label).inserted { accounts.append(label) }
        }
        let input = inputs.first.map(baseName) ?? "report"
        let period = PeriodSpan(report)?.fileNameText ?? "undated"
        let account: String
        switch accounts.count {
        case 0: account = withoutPeriod(input, period)
        case 1...3: account = accounts.map(FileNamePattern.safe).joined(separator: "+")
        default: account = "\(accounts.count)-accounts"
        }
        return [
            "account": account, "period": period, "input": input, "lang": lang, "ext": ext,
        ]
    }

    /// `compte-joint` for the input `compte-joint-2026-10` of a report of October 2026: the name
    /// already says the period, which `{account}-{period}` adds (`compte-joint-2026-10-fr.html`).
    static func withoutPeriod(_ input: String, _ period: String) -> String {
        for separator in ["-", "_", "."] where input.count > period.count + 1 && input.hasSuffix(separator + period) {
            return String(input.dropLast(period.count + 1))
        }
        return input
    }

    /// `releve-2026-10` for `statements/releve-2026-10.csv`; `stdin` for `-`.
    public static func baseName(_ path: String) -> String {
        if path == "-" { return "stdin" }
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}

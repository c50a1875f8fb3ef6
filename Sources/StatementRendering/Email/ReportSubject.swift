import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The subject of a report's email when none is given, in the report's language: the period, then
/// the account. "Relevé d’octobre 2026 — Compte joint", "Statement for October 2026 — Joint account".
///
/// - One month: `Relevé de novembre 2026`, `Statement for November 2026`.
/// - Months of one year: `Relevé d’octobre à décembre 2026`, `Statement for October–December 2026`;
///   the whole year: `Relevé de l’année 2026`, `Statement for 2026`.
/// - Across years: `Relevé de décembre 2026 à janvier 2027`, `Statement for December 2026 – January 2027`.
/// - Days (an asked period that is not whole months): `Relevé du 5 au 11 octobre 2026`,
///   `Statement for October 5–11, 2026`.
/// - The account: its name; without one, the last four characters of its IBAN or number
///   (`compte …0189`: a full IBAN has no place in a subject line); two accounts by name, more by
///   their number (`3 comptes`). Nothing when the statements name no account.
public enum ReportSubject {
    public static func text(_ report: Report, locale: ReportLocale) -> String {
        let t = locale.catalogue
        let days = DayFormat(locale)
        var subject: String
        switch PeriodSpan(report) {
        case nil:
            subject = report.title ?? t("report.title")
        case let .months(first, last) where first == last:
            subject = t("email.subject.month", ["month": .message(monthMessage(first, locale))])
        case let .months(first, last) where first.year == last.year && first.month == 1 && last.month == 12:
            subject = t("email.subject.year", ["year": .text(String(first.year))])
        case let .months(first, last) where first.year == last.year:
            subject = t("email.subject.months", [
                "first": .message(Message("email.fromMonth.\(first.month)")), "last": .text(days.monthName(last.month)),
                "year": .text(String(first.year)),
            ])
        case let .months(first, last):
            subject = t("email.subject.monthsYears", [
                "first": .message(monthMessage(first, locale)), "last": .text(days.month(year: last.year, month: last.month)),
            ])
        case let .days(range) where range.start == range.end:
            subject = t("email.subject.day", ["day": .text(days.long(range.start))])
        case let .days(range):
            subject = t("email.subject.days", ["period": .text(days.period(range))])
        }
        if let accounts = accountText(report, locale: locale) {
            subject = t("email.subject.withAccount", ["subject": .text(subject), "account": .text(accounts)])
        }
        return subject
    }

    /// `d’octobre 2026` / `October 2026`: the month with the word that introduces it in French.
    private static func monthMessage(_ month: MonthOfYear, _ locale: ReportLocale) -> Message {
        Message("email.monthYear", ["month": .message(Message("email.fromMonth.\(month.month)")), "year": .text(String(month.year))])
    }

    package static func accountText(_ report: Report, locale: ReportLocale) -> String? {
        let t = locale.catalogue
        var seen: [String] = []
        var met = Set<String>()
        for s in report.statements {
            guard let label = label(s.account, t) else { continue }
            if met.insert(label).inserted { seen.append(label) }
        }
        switch seen.count {
        case 0: return nil
        case 1: return seen[0]
        case 2: return t("email.subject.twoAccounts", ["first": .text(seen[0]), "second": .text(seen[1])])
        default: return t("email.subject.accounts", ["count": .number(seen.count)])
        }
    }

    private static func label(_ account: Account, _ t: Catalogue) -> String? {
        if let name = account.name, !name.isEmpty { return name }
        guard let number = account.iban ?? account.id else { return nil }
        let compact = number.filter { !$0.isWhitespace }
        guard compact.count > 4 else { return t("email.subject.maskedAccount", ["last": .text(compact)]) }
        return t("email.subject.maskedAccount", ["last": .text(String(compact.suffix(4)))])
    }
}

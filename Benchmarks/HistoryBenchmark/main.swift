// `benchmark-history`: the history's two speeds (issue 22), printed for Benchmarks/history.
//
//   benchmark-history record N     records N generated transactions (one file, one write) into a new
//                                  history; prints transactions per second
//   benchmark-history report [R]   a history of 3 years (~2,000 transactions), then the history opened
//                                  and the comparison and recurring payments a monthly report reads
//                                  from it, R times (20);
//                                  prints the milliseconds they add per report
//   benchmark-history open PATH    opens the history at PATH (migrating an older one to this build's
//                                  schema, as a user's first run after an upgrade does); prints the seconds
import Foundation
import StatementKit

let eur = Currency(code: "EUR")!
let texts = ["CB CARREFOUR MARKET", "PRLV SEPA EDF", "CB LIDL", "PRLV NETFLIX.COM", "CB BOULANGERIE", "VIR SEPA LOYER", "CB SNCF"]

func transactions(_ count: Int, perDay: Int) -> [Transaction] {
    (0..<count).map { i in
        let day = CalendarDay(iso: "2024-01-01")!.adding(days: i / perDay)
        return Transaction(id: "row-\(i)", bookingDate: day, amount: Money(Amount(units: -Int128(100 + i % 9_000), scale: 2), eur),
                           description: texts[i % texts.count] + " \(i % 997)", location: SourceLocation(file: "bench.csv", line: i + 2))
    }
}

func history(_ name: String) throws -> HistoryStore {
    let path = FileManager.default.temporaryDirectory.appending(path: "benchmark-history-\(getpid())-\(name).sqlite").path
    try? FileManager.default.removeItem(atPath: path)
    return try HistoryStore(path: path)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
let info = StatementInfo(account: Account(iban: "FR7630001007941234567890185"), currency: eur)
switch arguments.first {
case "record":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let list = transactions(count, perDay: 900)
    let store = try history("record")
    let input = HistoryInput(name: "bench.csv", format: "csv", statements: [Statement(info: info, transactions: list, source: "bench.csv", format: "csv")])
    let time = try seconds { _ = try store.record([input], importedAt: 0) }
    print("record \(count) transactions: \(String(format: "%.2f", time)) s, \(Int(Double(count) / time)) per second")
case "report":
    // 3 years, ~55 a month: about 2,000 transactions.
    let list = transactions(2_000, perDay: 2)
    let store = try history("report")
    _ = try store.record([HistoryInput(name: "bench.csv", format: "csv",
                                       statements: [Statement(info: info, transactions: list, source: "bench.csv", format: "csv")])],
                         importedAt: 0)
    let last = list.last!.bookingDate
    let options = ReportOptions(from: last.firstOfMonth, to: last.lastOfMonth)
    let report = ReportBuilder(generatedOn: last, config: ReportConfig(), options: options).accumulator().report()
    let period = DayRange(start: last.firstOfMonth, end: last.lastOfMonth)
    var withPeriod = report
    withPeriod.period = period
    var found = 0
    let runs = Int(arguments.dropFirst().first ?? "") ?? 20
    let session = ReportSession()
    let time = try seconds {
        for _ in 0..<runs {
            // What a monthly report with --history reads: the history opened (as each run does), the
            // comparison, then the recurring payments.
            let opened = try HistoryStore(path: store.path)
            found = try session.comparisons(for: withPeriod, options: options, config: ReportConfig(), categorizer: Categorizer(), history: opened,
                                            run: RunFiles()).count
            _ = try session.withRecurring(withPeriod, options: options, config: ReportConfig(), categorizer: Categorizer(), history: opened)
        }
    }
    print("comparison and recurring from a history of 2,000 transactions (\(found) currency): "
        + "\(String(format: "%.2f", time / Double(runs) * 1000)) ms per report")
case "open":
    guard let path = arguments.dropFirst().first else { print("usage: benchmark-history open PATH"); exit(2) }
    let time = try seconds { _ = try HistoryStore(path: path) }
    print("open \(path): \(String(format: "%.2f", time)) s")
default:
    print("usage: benchmark-history record [N] | report | open PATH")
}

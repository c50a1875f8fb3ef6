#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit

/// A progress line on standard error (`[2/5] big.csv: 1 204 000 transactions`), only when standard
/// error is a terminal, `--quiet` is not given and the inputs are large (at least `threshold`
/// bytes together, a second's reading or more): a script's log never sees it, and a small run never
/// flickers. Drawn when each input begins, then at most ten times a second; erased when done.
final class ProgressIndicator {
    static let threshold = 8 << 20

    let enabled: Bool
    private let catalogue: Catalogue
    /// Inputs of the whole run, and how many have begun.
    private let count: Int
    private var begun = 0
    private var lastDraw = 0.0
    private var label = ""
    private var drawn = false

    init(files: [String], quiet: Bool, catalogue: Catalogue) {
        self.catalogue = catalogue
        count = files.count
        let total = files.reduce(0) { $0 + (InputFile.file($1).size ?? 0) }
        enabled = !quiet && isatty(2) == 1 && total >= ProgressIndicator.threshold
    }

    /// The next input of the run.
    func begin(_ file: String) {
        begun += 1
        guard enabled else { return }
        label = ControlCharacters.visible(count > 1 ? "[\(begun)/\(count)] \(file)" : file)
        update(0, force: true)
    }

    func update(_ transactions: Int, force: Bool = false) {
        guard enabled else { return }
        let now = ProgressIndicator.now()
        guard force || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        drawn = true
        let text = catalogue("cli.progress", ["file": .text(label), "count": .number(transactions)])
        writeStandardError("\r\u{1B}[K" + text)
    }

    /// Erases the line, before anything else is printed.
    func clear() {
        guard drawn else { return }
        writeStandardError("\r\u{1B}[K")
        drawn = false
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

extension ProgressIndicator: ReadProgress {
    var counts: Bool { enabled }
    func update(_ transactions: Int) { update(transactions, force: false) }
}

import StatementAnalysis
import StatementModel

/// The scale of a currency's daily charts: bar heights in pixels (HTML) and in eighths of a
/// character (Markdown, text), and where the month's average a day falls.
///
/// One scale for every month of a currency, so that months compare; its top is the busiest day.
package struct DayChartScale {
    /// The amount at the top of the chart (the busiest day charted).
    package let top: Amount
    /// The chart's height in pixels.
    package let height: Int
    /// Pixels below the average line: the whole chart when nothing was spent.
    package let lowerHeight: Int
    /// The average in eighths of a text row (1 through `textRows × 8`), nil when nothing was spent
    /// or the average is over the top (a cut day can make it so): no line is drawn then.
    package let averageLevel: Int?

    /// The rows of block characters of a chart in text: 24 steps.
    package static let textRows = 3
    private static let levels = textRows * 8

    package init(top: Amount, average: Amount, height: Int) {
        self.top = top
        self.height = height
        if average.isZero || top.isZero || average > top {
            lowerHeight = height
            averageLevel = nil
        } else {
            lowerHeight = min(height, max(1, DayChartScale.steps(average, of: top, height)))
            averageLevel = min(DayChartScale.levels, max(1, DayChartScale.steps(average, of: top, DayChartScale.levels)))
        }
    }

    package var upperHeight: Int { height - lowerHeight }

    /// A bar's height in pixels: 0 for nothing, at least 2 for any spending.
    package func pixels(_ value: Amount) -> Int {
        value.isZero ? 0 : min(height, max(2, DayChartScale.steps(value, of: top, height)))
    }

    /// A bar's height in eighths of a character: 0 for nothing, at least 1 for any spending; one
    /// more than the chart's height for a bar cut.
    package func level(_ value: Amount) -> Int {
        if isCut(value) { return DayChartScale.levels + 1 }
        return value.isZero ? 0 : min(DayChartScale.levels, max(1, DayChartScale.steps(value, of: top, DayChartScale.levels)))
    }

    /// The top of a scale for these days' spending: the busiest day, unless a few days (a rent, a
    /// holiday) spend more than four times what nine days in ten stay under; then the busiest of the
    /// others, and those few are drawn cut (`isCut`) with their amount written, so that one rent day
    /// does not flatten every other bar.
    package static func top(of values: [Amount]) -> Amount {
        let spent = values.map(\.magnitude).filter { !$0.isZero }.sorted()
        guard let largest = spent.last else { return .zero }
        guard spent.count >= 5 else { return largest }
        let ninth = spent[9 * (spent.count - 1) / 10]
        guard let limit = ninth.multiplied(by: 4) else { return largest }
        let outliers = spent.filter { $0 > limit }.count
        guard outliers > 0, outliers <= max(1, spent.count / 10) else { return largest }
        return spent[spent.count - 1 - outliers]
    }

    /// Whether a day's bar is taller than the scale (drawn cut).
    package func isCut(_ value: Amount) -> Bool { value.magnitude > top }

    /// `value / top × steps`, rounded to the nearest (exact: the ratio is taken to a millionth first).
    static func steps(_ value: Amount, of top: Amount, _ steps: Int) -> Int {
        guard !value.isZero, !top.isZero else { return 0 }
        let millionths = Ratio.quotient(value.magnitude, top.magnitude, scale: 6).units
        return Int((millionths * Int128(steps) + 500_000) / 1_000_000)
    }

    /// The labels under the bars: the first and the last day charted (so that a period starting
    /// mid-month says where it starts), and the 10th and the 20th unless they would touch those.
    package static func ticks(_ days: [Int]) -> [String] {
        var ticks = Array(repeating: "", count: days.count)
        guard !days.isEmpty else { return ticks }
        var labelled = [0, days.count - 1]
        for (i, d) in days.enumerated() where (d == 10 || d == 20) && labelled.allSatisfy({ abs($0 - i) >= 3 }) {
            labelled.append(i)
        }
        for i in labelled { ticks[i] = String(days[i]) }
        return ticks
    }

    /// The chart in block characters, one column a day: `textRows` rows of bars (`▁` through `█`,
    /// `▲` atop a bar cut, whose level is over `textRows × 8`; the average a dotted line `┈` where no bar is), the weekday initials (`MTWTFSS`), and the
    /// day numbers of `ticks`.
    package static func textLines(levels: [Int], average: Int?, weekdays: [Int], initials: [Character], ticks: [String]) -> [String] {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        var lines: [String] = []
        for row in (0..<textRows).reversed() {
            var line = ""
            for level in levels {
                let fill = min(8, max(0, level - row * 8))
                if fill > 0 {
                    line.append(row == textRows - 1 && level > DayChartScale.levels ? "▲" : blocks[fill - 1])
                } else if let average, (average - 1) / 8 == row {
                    line.append("┈")
                } else {
                    line.append(" ")
                }
            }
            lines.append(line)
        }
        lines.append(String(weekdays.map { initials.count == 7 && (1...7).contains($0) ? initials[$0 - 1] : " " }))
        var numbers = Array(repeating: Character(" "), count: levels.count)
        var end = -1
        for (i, tick) in ticks.enumerated() where !tick.isEmpty {
            // The last number ends under its bar; the others start under theirs; a space between two.
            let start = i == ticks.count - 1 ? max(0, i + 1 - tick.count) : i
            guard start > end else { continue }
            while numbers.count < start + tick.count { numbers.append(" ") }
            numbers.replaceSubrange(start..<(start + tick.count), with: Array(tick))
            end = start + tick.count
        }
        lines.append(String(numbers))
        return lines
    }
}

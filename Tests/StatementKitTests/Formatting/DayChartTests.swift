import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering

/// The daily chart as a reader sees it: a scale written out, an average line, a rent day that does
/// not flatten the rest, weekdays and the first day labelled, in HTML, Markdown and text alike.
@Suite struct DayChartTests {
    typealias F = Fixture

    /// October 2026 from the 12th: a rent of 1 200 on the 12th, 20 to 60 on seven other days.
    static func chart(_ locale: ReportLocale = .english) throws -> DaysSection.DayChart {
        var rows = [F.tx("2026-10-12", "-1200.00", "RENT")]
        for (day, amount) in [(13, "-20.00"), (14, "-40.00"), (15, "-60.00"), (17, "-30.00"), (20, "-50.00"), (24, "-20.00"), (28, "-40.00")] {
            rows.append(F.tx("2026-10-\(day)", amount, "SHOP \(day)"))
        }
        let options = ReportOptions(sections: [.days], from: F.day("2026-10-12"), to: F.day("2026-10-31"))
        let report = F.report([F.result(F.statement(rows))], options: options)
        let days = try #require(ReportView(report, locale: locale).sections.first?.content(as: DaysSection.self))
        return try #require(days.blocks.first?.charts.first)
    }

    @Test func theScaleIsWrittenWithTheAverageAndTheRentDayIsCut() throws {
        let chart = try Self.chart()
        // 1 460 over the 20 days charted is 73.00 a day; the scale tops at the busiest other day.
        #expect(chart.scaleText == "Scale: 0 to €60.00; the average, €73.00 a day, is above it. Bar cut short (off the scale): October 12 (€1,200.00).")
        #expect(chart.days[0].isCut && chart.days[0].capsLower && chart.days[0].height == DaysSection.chartHeight)
        #expect(chart.days[3].height == DaysSection.chartHeight && !chart.days[3].isCut)  // 60.00, the top of the scale
        #expect(chart.days[1].height == DaysSection.chartHeight / 3)  // 20.00
        #expect(!chart.hasAverage && !chart.hasUpper)  // no line over the top
    }

    @Test func aPeriodStartingMidMonthIsNamedAndItsFirstDayLabelled() throws {
        let chart = try Self.chart()
        #expect(chart.name == "October 12–31, 2026")
        #expect(chart.days.map(\.tick).filter { !$0.isEmpty } == ["12", "20", "31"])
    }

    @Test func theTextChartHasBarsWeekdaysAndDayNumbers() throws {
        let lines = try Self.chart().textLines
        #expect(lines.count == DayChartScale.textRows + 2)
        #expect(lines[0].first == "▲")  // the rent, cut
        #expect(lines[3] == "MTWTFSSMTWTFSSMTWTFS")  // 12 October 2026 was a Monday
        #expect(lines[4] == "12      20        31")
        #expect(lines.allSatisfy { $0.count == 20 })
        let french = try Self.chart(.french).textLines
        #expect(french[3] == "LMMJVSDLMMJVSDLMMJVS")
    }

    @Test func theAverageLineSitsWhereTheAverageIs() {
        let scale = DayChartScale(top: Amount(100), average: Amount(25), height: 72)
        #expect(scale.lowerHeight == 18 && scale.upperHeight == 54)
        #expect(scale.averageLevel == 6)  // a quarter of 24 eighths: in the bottom row
        let lines = DayChartScale.textLines(levels: [24, 0, 3], average: 6, weekdays: [1, 2, 3], initials: Array("MTWTFSS"), ticks: ["1", "", "3"])
        #expect(lines == ["█  ", "█  ", "█┈▃", "MTW", "1 3"])
    }

    @Test func oneDayFarAboveTheOthersIsCutButSeveralAreNot() {
        let small = (1...20).map { Amount($0) }
        #expect(DayChartScale.top(of: small + [Amount(900)]) == Amount(20))
        #expect(DayChartScale.top(of: small + Array(repeating: Amount(900), count: 5)) == Amount(900))
        #expect(DayChartScale.top(of: [Amount(1), Amount(900)]) == Amount(900))  // too few days to judge
    }

    @Test func markdownAndTextCarryTheChartAndItsScale() throws {
        let rows = (1...9).map { F.tx("2026-10-0\($0)", "-\($0)0.00", "SHOP") }
        let report = F.report([F.result(F.statement(rows))], options: ReportOptions(sections: [.days, .spending]))
        let markdown = try MarkdownRenderer().render(ReportView(report, locale: .english))
        #expect(markdown.contains("Scale: 0 to €90.00; dotted line: average €50.00 a day."))
        #expect(markdown.contains("```\n      ▃▅█\n"))  // 70, 80 and 90: 19, 21 and 24 of 24 eighths
        #expect(markdown.contains("Bars: each █ stands for €56.25; the longest is €450.00."))
        let text = PlainText.from(markdown: markdown)
        #expect(!text.contains("```"))
        #expect(text.contains("\n      ▃▅█\n"))
        #expect(text.contains("\nTFSSMTWTF\n1       9\n"))  // 1 October 2026 was a Thursday
    }

    /// A savings account's month (interest and a transfer in, nothing out) draws no empty chart and
    /// no "Scale: 0 to €0.00": the total says nothing was spent and the days with money in are listed.
    @Test func aMonthWithNothingSpentDrawsNoChart() throws {
        let rows = [F.tx("2026-10-05", "500.00", "VIR DEPUIS COMPTE"), F.tx("2026-10-31", "12.40", "INTERETS")]
        let report = F.report([F.result(F.statement(rows))], options: ReportOptions(sections: [.days]))
        let view = ReportView(report, locale: .english)
        let days = try #require(view.sections.first?.content(as: DaysSection.self))
        #expect(days.blocks.first?.charts.first?.hasChart == false)
        let markdown = try MarkdownRenderer().render(view)
        #expect(markdown.contains("€0.00 spent"))
        #expect(!markdown.contains("Scale:") && !markdown.contains("```"))
        #expect(markdown.split(separator: "\n").contains { $0.hasPrefix("| Mon, Oct 5") && $0.contains("€500.00") })
        let html = try HTMLRenderer().render(view)
        #expect(html.contains("€0.00 spent") && !html.contains(#"class="chart""#))
    }
}

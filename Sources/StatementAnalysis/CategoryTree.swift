import Foundation
import StatementModel

/// Categories written as paths (`Housing:Rent`, QIF and hledger style, or a configuration's own)
/// rolled up into their parents: each parent shows the sum of its children (and of payments filed
/// under the parent itself), its children listed under it. Sums are exact: a parent's figures are
/// added from the rows, never rounded shares added up.
package enum CategoryTree {
    /// One line of the tree: the row (a parent's is its sum), how deep it is (0 at the top), and
    /// the last part of its path (`Rent`; the whole key at the top).
    package struct Line {
        package var row: CategorySpending
        package var level: Int
        package var name: String
        /// Whether the line adds up rows under it (its key may name no category of its own).
        package var isParent: Bool
    }

    private final class Node {
        let key: String
        let name: String
        var own: CategorySpending?
        var children: [Node] = []
        var childIndex: [String: Int] = [:]
        init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    /// Levels a path is read into: the rest of a deeper path stays in its last level's name
    /// (`A:…:J:K:L`'s tenth level is `J:K:L`). A path comes from the statement's own text: one of
    /// 50,000 levels made a node per level, each keyed by its whole prefix (11.6 GB), and a recursion
    /// as deep, which overflowed the stack.
    package static let levels = 10

    /// The rows as a tree, at most `depth` levels (deeper rows fold into their ancestor); nil when no
    /// category is a path (the rows are shown as they are).
    package static func lines(_ rows: [CategorySpending], depth: Int?, moneyOut: Money) -> [Line]? {
        guard rows.contains(where: { $0.category.contains(":") }) else { return nil }
        let root = Node(key: "", name: "")
        for row in rows {
            let parts = row.category.split(separator: ":", maxSplits: levels - 1, omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard !parts.isEmpty else { continue }
            var node = root
            for (k, part) in parts.enumerated() {
                // `Utilities:Internet` and QIF's `Housing:Rent` go under the built-in `utilities` and
                // `housing` (shown with their icon and name in the report's language); other parts
                // match whatever their case.
                let key = k == 0 ? CategoryCatalog.standard.normalized(part) : node.key + ":" + part
                let folded = k == 0 ? key.lowercased() : part.lowercased()
                if let i = node.childIndex[folded] {
                    node = node.children[i]
                } else {
                    let child = Node(key: key, name: part)
                    node.childIndex[folded] = node.children.count
                    node.children.append(child)
                    node = child
                }
            }
            node.own = node.own.map { merged([$0, row], key: row.category, moneyOut: moneyOut) } ?? row
        }
        var lines: [Line] = []
        emit(root.children, level: 0, depth: max(1, depth ?? Int.max), moneyOut: moneyOut, into: &lines)
        return lines
    }

    private static func emit(_ nodes: [Node], level: Int, depth: Int, moneyOut: Money, into lines: inout [Line]) {
        let totals = nodes.map { (node: $0, row: total($0, moneyOut: moneyOut)) }.sorted { a, b in
            a.row.spent.amount != b.row.spent.amount ? a.row.spent.amount > b.row.spent.amount : a.node.key < b.node.key
        }
        for (node, row) in totals {
            let shown = level + 1 < depth ? node.children : []
            lines.append(Line(row: row, level: level, name: level == 0 ? node.key : node.name, isParent: !node.children.isEmpty))
            // A parent with payments of its own keeps them as a line of its own among its children.
            if !shown.isEmpty, let own = node.own { lines.append(Line(row: own, level: level + 1, name: node.name, isParent: false)) }
            if !shown.isEmpty { emit(shown, level: level + 1, depth: depth, moneyOut: moneyOut, into: &lines) }
        }
    }

    /// A node's figures: its own row and every row under it, added.
    private static func total(_ node: Node, moneyOut: Money) -> CategorySpending {
        guard !node.children.isEmpty else { return node.own! }
        var rows = node.children.map { total($0, moneyOut: moneyOut) }
        if let own = node.own { rows.append(own) }
        return merged(rows, key: node.key, moneyOut: moneyOut)
    }

    /// Rows added: spent, payments, what was paid and refunded; the average and share computed again.
    private static func merged(_ rows: [CategorySpending], key: String, moneyOut: Money) -> CategorySpending {
        let currency = moneyOut.currency
        var spent = Amount.zero, paid = Amount.zero, refunded = Amount.zero, count = 0, refundCount = 0
        for r in rows {
            spent += r.spent.amount
            paid += (r.gross ?? r.spent).amount
            refunded += r.refunded?.amount ?? .zero
            count += r.count
            refundCount += r.refundCount
        }
        var row = CategorySpending(
            category: key, spent: Money(spent, currency), count: count,
            average: Money(Ratio.divide(paid, by: count, scale: currency.minorUnits), currency),
            share: Ratio.percent(spent, of: moneyOut.amount.magnitude, scale: 1))
        if refundCount > 0 {
            row.gross = Money(paid, currency)
            row.refunded = Money(refunded, currency)
            row.refundCount = refundCount
        }
        return row
    }
}

/// Finds which of many byte patterns a text holds, in one reading of the text (an Aho–Corasick
/// automaton): time linear in the text and memory linear in the patterns, whatever their number
/// and lengths.
///
/// Each pattern belongs to a group (an account) and has an index (its rank: lower wins). `first(in:excluding:)`
/// answers the question a transaction asks of the loaded accounts — the earliest pattern in its text that
/// is not one of its own account's — without a look at each pattern: every state of the automaton
/// keeps the earliest pattern ending there and the earliest of another group (`Best`), which answer it
/// for any group left out.
///
/// Testing the patterns one by one read the text once a pattern: a file of 20,000 accounts, each
/// naming its own number, took 205 s to report.
package struct PatternFinder {
    package struct Hit: Equatable {
        package var index: Int
        package var group: Int
    }

    /// The earliest hit of a set, and the earliest whose group differs from that one's: enough to
    /// know the earliest of the set outside any one group.
    struct Best {
        var first: Hit?
        var second: Hit?

        mutating func add(_ hit: Hit?) {
            guard let hit else { return }
            guard let f = first else {
                first = hit
                return
            }
            if hit.index < f.index {
                // The new earliest; the earliest of another group is the old earliest, or its runner-up.
                first = hit
                second = f.group != hit.group ? f : second
            } else if hit.group != f.group, second.map({ hit.index < $0.index }) ?? true {
                second = hit
            }
        }

        func excluding(_ group: Int) -> Hit? { first?.group != group ? first : second }
    }

    /// Transitions, keyed by state × 256 + byte.
    private var edges: [Int: Int32] = [:]
    private var fail: [Int32] = [0]
    private var best: [Best] = [Best()]

    /// The patterns, each with its group; its index is its place in `patterns`. An empty pattern is left out.
    package init(_ patterns: [(group: Int, bytes: [UInt8])]) {
        var children: [[(byte: UInt8, state: Int32)]] = [[]]
        for (index, pattern) in patterns.enumerated() where !pattern.bytes.isEmpty {
            var state = 0
            for byte in pattern.bytes {
                let key = state << 8 | Int(byte)
                if let next = edges[key] {
                    state = Int(next)
                } else {
                    let next = fail.count
                    fail.append(0)
                    best.append(Best())
                    children.append([])
                    edges[key] = Int32(next)
                    children[state].append((byte, Int32(next)))
                    state = next
                }
            }
            best[state].add(Hit(index: index, group: pattern.group))
        }
        // Breadth first: a state's failure is shallower, so its own hits are complete when read.
        var queue = children[0].map { Int($0.state) }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for (byte, child) in children[state] {
                let c = Int(child)
                if state != 0 {
                    var f = Int(fail[state])
                    while true {
                        if let next = edges[f << 8 | Int(byte)] {
                            fail[c] = next
                            break
                        }
                        if f == 0 { break }
                        f = Int(fail[f])
                    }
                }
                let inherited = best[Int(fail[c])]
                best[c].add(inherited.first)
                best[c].add(inherited.second)
                queue.append(c)
            }
        }
    }

    /// The earliest pattern `text` holds whose group is not `group`, nil when there is none.
    package func first(in text: [UInt8], excluding group: Int) -> Hit? {
        var found: Hit?
        var state = 0
        for byte in text {
            while true {
                if let next = edges[state << 8 | Int(byte)] {
                    state = Int(next)
                    break
                }
                if state == 0 { break }
                state = Int(fail[state])
            }
            if let hit = best[state].excluding(group), found.map({ hit.index < $0.index }) ?? true { found = hit }
        }
        return found
    }
}

import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Category keys by number, given in the order they are met: running totals are kept in arrays
/// indexed by these numbers instead of dictionaries hashed by name, once per transaction.
package struct CategoryNumbers {
    package private(set) var names: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `name`, a new one the first time.
    package mutating func number(_ name: String) -> Int {
        if let known = numbers[name] { return known }
        names.append(name)
        numbers[name] = names.count - 1
        return names.count - 1
    }
}

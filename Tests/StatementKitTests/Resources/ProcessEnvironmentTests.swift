import Foundation
import Testing

@testable import StatementResources

/// The environment read from `environ` is the one Foundation reads.
@Suite struct ProcessEnvironmentTests {
    @Test func theEnvironmentIsFoundationsEnvironment() {
        let foundation = ProcessInfo.processInfo.environment
        let ours = ProcessEnvironment.read()
        #expect(ours == foundation)
        #expect(!ours.isEmpty)
        // Names and values with `=` after the first one, and empty values, are Foundation's too.
        for (name, value) in foundation { #expect(ours[name] == value, "\(name)") }
    }

    /// The names and their sorted resources, written at build time, are sorted as Swift sorts them.
    @Test func theEmbeddedNamesAreSorted() {
        #expect(ResourceStore.names.count > 100)
        #expect(ResourceStore.names == ResourceStore.names.sorted())
        #expect(ResourceStore.names.contains("messages/en/core.json"))
    }
}

import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `camt`: see FuzzTarget.camt.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.camt, data, size)
}

@main enum FuzzCamt {
    static func main() { fuzzMain(.camt, fuzzTestOneInput) }
}

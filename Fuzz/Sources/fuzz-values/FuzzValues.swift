import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `values`: see FuzzTarget.values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.values, data, size)
}

@main enum FuzzValues {
    static func main() { fuzzMain(.values, fuzzTestOneInput) }
}

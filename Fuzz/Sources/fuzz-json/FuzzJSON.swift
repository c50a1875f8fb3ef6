import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `json`: see FuzzTarget.json.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.json, data, size)
}

@main enum FuzzJSON {
    static func main() { fuzzMain(.json, fuzzTestOneInput) }
}

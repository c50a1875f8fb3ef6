import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `csv`: see FuzzTarget.csv.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.csv, data, size)
}

@main enum FuzzCSV {
    static func main() { fuzzMain(.csv, fuzzTestOneInput) }
}

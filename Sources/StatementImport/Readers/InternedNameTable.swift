/// Values by interned element name: libxml2 gives every name of a document as a pointer into its
/// dictionary, so a small open-addressing table keyed by that pointer finds a tag without hashing
/// or comparing the name.
package struct InternedNameTable<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    private var count = 0

    package init() {
        keys = [UnsafeRawPointer?](repeating: nil, count: 256)
        values = [Value?](repeating: nil, count: 256)
    }

    @inline(__always) private func slot(_ key: UnsafeRawPointer, _ mask: Int) -> Int {
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & mask
    }

    package subscript(key: UnsafeRawPointer) -> Value? {
        get {
            let mask = keys.count - 1
            var i = slot(key, mask)
            while let k = keys[i] {
                if k == key { return values[i] }
                i = (i + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            let mask = keys.count - 1
            var i = slot(key, mask)
            while let k = keys[i], k != key { i = (i + 1) & mask }
            if keys[i] == nil { count += 1 }
            keys[i] = key
            values[i] = newValue
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UnsafeRawPointer?](repeating: nil, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) { if let k, let v { self[k] = v } }
    }
}

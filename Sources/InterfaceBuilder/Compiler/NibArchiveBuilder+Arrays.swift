import Foundation

// The elements of an array object, written as one run of records (issue 14, eleventh round).

extension NibArchiveBuilder {
    /// Appends references to the elements of an array object: one run of the pool sized once, one record made and
    /// its payload changed per element (issue 14, eleventh round: an append each, a capacity and a key check per
    /// record; `finishRoot`, whose `UINibObjectsKey` array lists every object, ≈ 1,100 → ≈ 1,030 instructions a nib).
    mutating func append(_ items: [Ref], toArray array: Ref) {
        let k = keyIndex(NibKey.UINibEncoderEmptyKey)
        var record = Record(payload: 0, key: k, object: Int32(truncatingIfNeeded: array.index), type: ValueType.object)
        items.withUnsafeBufferPointer { refs in
            guard !refs.isEmpty else { return }
            let records = pool.appendUninitialized(refs.count)
            for i in 0 ..< refs.count {
                record.payload = UInt64(UInt32(truncatingIfNeeded: refs[i].index))
                (records + i).initialize(to: record)
            }
        }
    }
}

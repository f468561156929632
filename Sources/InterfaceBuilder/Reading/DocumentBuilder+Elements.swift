import Foundation

// DocumentBuilder: the elements it hands out (an object's, a connection's, a constraint's…), each holding the
// document's storage.
//
// Every element holds a strong reference to the storage: one atomic increment each as the builder made it, ≈ 6,000 a
// corpus read, a tenth of the atomic reference-count updates of a read + compile pass (issue 14, twentieth round).
// The builder pays for them in batches instead: one call of the runtime's `swift_retain_n` adds 256 references to the
// storage's count, and each element made takes one of them over (`takeRetainedValue`, no count update). What is left
// when the builder is done goes back in one `swift_release_n` (`settleElementCredit`, on every exit of `build`,
// thrown or returned). The storage's count is then what it would have been; only the number of atomic updates
// differs. (The decrements, when the document goes, are still one per element: the arrays' destruction makes them.)
//
// The two runtime functions are found with `dlsym` (declared with `@_silgen_name`, the compiler warns that runtime
// names will be refused). They are exported by the Swift runtime on every platform the package builds on; where they
// are not found (a runtime linked statically, its symbols not exported), each element is paid for by its own retain,
// as before.

/// The Swift runtime's batch reference-count functions, when the process can find them.
private struct BatchReferenceCounting: @unchecked Sendable {
    /// `HeapObject *swift_retain_n(HeapObject *object, uint32_t n)`.
    typealias Retain = @convention(c) (UnsafeMutableRawPointer, UInt32) -> UnsafeMutableRawPointer
    /// `void swift_release_n(HeapObject *object, uint32_t n)`.
    typealias Release = @convention(c) (UnsafeMutableRawPointer, UInt32) -> Void

    let retain: Retain
    let release: Release

    /// Both functions, looked up once per process (nil if either is missing).
    static let runtime: BatchReferenceCounting? = {
        guard let process = dlopen(nil, RTLD_NOW),
              let retain = dlsym(process, "swift_retain_n"), let release = dlsym(process, "swift_release_n") else { return nil }
        return BatchReferenceCounting(retain: unsafeBitCast(retain, to: Retain.self), release: unsafeBitCast(release, to: Release.self))
    }()
}

extension DocumentBuilder {
    /// References paid for at a time.
    static let elementBatch: UInt32 = 256

    /// The element of `node`, holding a reference to the storage paid for in advance.
    @inline(__always)
    mutating func element(_ node: Int32) -> IBElement {
        if elementCredit == 0 { prepayElements() }
        elementCredit &-= 1
        // +1 taken over from the credit: the builder holds `storage` (+1 of its own) for as long as the credit lasts
        return IBElement(storage: Unmanaged.passUnretained(storage).takeRetainedValue(), node: node)
    }

    /// Adds a batch of references to the storage's count, or one where the runtime's batch functions are not found
    /// (out of line: once per 256 elements).
    @inline(never)
    mutating func prepayElements() {
        if let batch = BatchReferenceCounting.runtime {
            _ = batch.retain(Unmanaged.passUnretained(storage).toOpaque(), DocumentBuilder.elementBatch)
            elementCredit = DocumentBuilder.elementBatch
        } else {
            _ = Unmanaged.passUnretained(storage).retain()
            elementCredit = 1
        }
    }

    /// Gives back the references paid for and not handed out.
    mutating func settleElementCredit() {
        guard elementCredit > 0 else { return }
        if let batch = BatchReferenceCounting.runtime {
            batch.release(Unmanaged.passUnretained(storage).toOpaque(), elementCredit)
        } else {
            for _ in 0 ..< elementCredit { Unmanaged.passUnretained(storage).release() }
        }
        elementCredit = 0
    }
}

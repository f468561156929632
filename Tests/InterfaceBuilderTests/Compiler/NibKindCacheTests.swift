import Testing
@testable import InterfaceBuilder

/// The kind cache hands out each kind's facts without retaining them (`NibKindCache.Kind`, issue 14, seventeenth
/// round): what it hands out must stay valid while its slot is taken by other kinds, and it must not grow without bound.
struct NibKindCacheTests {
    /// Element names that are not among the cache's common kinds, so that each one is made by the cache itself.
    private static let rareKinds = (0 ..< 300).map { "customKind\($0)View" }

    @Test("A kind's facts stay readable after hundreds of other kinds took every slot of the cache")
    func handedOutKindOutlivesItsSlot() {
        // Given the facts of a rare view kind, kept by the caller
        var cache = NibKindCache()
        let kept = cache.info("customKind0View")
        let expectedClass = NibKindCache.Info(kind: "customKind0View").uiClass

        // When many more kinds go through the cache (its 64 slots reused several times over)
        for kind in Self.rareKinds.dropFirst() { _ = cache.info(kind) }

        // Then the kept facts still name the same class and kind facts
        #expect(kept.uiClass == expectedClass)
        #expect(kept.isView == NibKindCache.Info(kind: "customKind0View").isView)
    }

    @Test("A kind that misses again and again is made once")
    func repeatedMissesMakeOneInfoPerKind() {
        // Given a cache that has seen every rare kind once
        var cache = NibKindCache()
        for kind in Self.rareKinds { _ = cache.info(kind) }
        let made = cache.madeCount

        // When the same kinds go through it twice more (most of them miss: their slots were taken since)
        for _ in 0 ..< 2 { for kind in Self.rareKinds { _ = cache.info(kind) } }

        // Then it made nothing new: one kept Info per distinct kind
        #expect(made == Self.rareKinds.count)
        #expect(cache.madeCount == made)
    }

    @Test("A common kind's facts come from the process's table, not the cache's own")
    func commonKindsAreNotMadeByTheCache() {
        // Given a fresh cache, when common kinds go through it
        var cache = NibKindCache()
        let button = cache.info("button")
        _ = cache.info("label")

        // Then their facts are right and the cache made none of them
        #expect(button.special == .button)
        #expect(button.isControl)
        #expect(cache.madeCount == 0)
    }
}

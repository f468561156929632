import Foundation
import InterfaceBuilder

/// The coder `init?(coder:)` receives when an object is made from a nib: it reads that object's
/// archived attributes (UIKit's private `UINibDecoder`).
///
/// Custom classes written for iOS use it through `NSCoder`'s keyed API (`decodeObject(forKey:)`,
/// `decodeBool(forKey:)`, `decodeDouble(forKey:)`, `containsValue(forKey:)`…) and UIKit's
/// `decodeCGRect(forKey:)`-style extensions. HeadlessUIKit's own classes use the typed internal
/// helpers below. The keys are ibtool's (see docs/nib-format.md).
public final class UINibDecoder: NSCoder {
    let session: NibInstantiation
    let objectIndex: Int
    /// The nib's key tables (the session's, held here: a read is one step away).
    let runtime: NibRuntimeIndex
    /// The main thread: the one `NibInstantiation` (main actor) made the first coder on.
    private let thread: pthread_t

    /// The archived object this coder reads (not copied per coder: most `init?(coder:)`s never ask).
    var object: NibObjectGraph.Object { session.graph.objects[objectIndex] }

    /// This object's reads in the nib's `NibKeyTrace` (held by `runtime`, which this coder keeps alive).
    private let traceReads: UnsafeMutablePointer<NibKeyTrace.Reads>?

    @MainActor init(session: NibInstantiation, objectIndex: Int) {
        self.session = session
        self.objectIndex = objectIndex
        self.runtime = session.runtime
        self.thread = pthread_self()
        self.traceReads = session.runtime.trace.reads(of: objectIndex)
        super.init()
    }

    /// A coder over another object of the same nib (a value object read inside its owner), made
    /// wherever `parent` is used.
    init(nestedIn parent: UINibDecoder, objectIndex: Int) {
        self.session = parent.session
        self.objectIndex = objectIndex
        self.runtime = parent.runtime
        self.thread = parent.thread
        self.traceReads = parent.runtime.trace.reads(of: objectIndex)
        super.init()
    }

    /// Whether this runs on the thread the coder was made on, the main thread (where a key's id is
    /// found by the literal's words, see `NibKeys.id`); cheaper than asking `Thread`.
    /// (`==` rather than `pthread_equal`, a library call, on every read: `pthread_t` is a plain value.)
    private var onMainThread: Bool { pthread_self() == thread }

    /// How many reads of this coder went through the nib's `NibKeyTrace` (the next read's position).
    /// `@exclusivity(unchecked)`: read and written once per read, never held across a call.
    @exclusivity(unchecked) private var readCount = 0

    /// The index of the first property of the archived object for `key`, if any. On the main thread an
    /// immortal key (a literal) is first compared with the key this coder's object was read with at
    /// the same position last time (`NibKeyTrace`): the same key has the same answer.
    @inline(__always)
    private func propertyIndex(_ key: String) -> Int? {
        let (count, word) = unsafeBitCast(key, to: (UInt64, UInt64).self)
        // Bit 63 of the second word: an immortal string (see `NibKeys.id`).
        guard word >> 63 == 1, let reads = traceReads, onMainThread else {
            return runtime.propertyIndex(in: objectIndex, key: key, onMainThread: onMainThread)
        }
        let position = readCount
        readCount = position &+ 1
        if let known = NibKeyTrace.find(reads, position, count, word) {
            return known < 0 ? nil : Int(known)
        }
        let found = runtime.propertyIndex(in: objectIndex, key: key, onMainThread: true)
        runtime.trace.record(objectIndex, position, count, word, found.map { Int32($0) } ?? -1)
        return found
    }

    /// The archived value for `key` (the first one), through the nib's key tables. Inlined into the
    /// typed reads: it runs about 1,250 times a scene.
    @inline(__always)
    func lookup(_ key: String) -> NibValue? {
        guard let property = propertyIndex(key) else { return nil }
        return runtime.value(in: objectIndex, property: property)
    }

    // MARK: NSCoder's keyed API

    /// True: nib archives are keyed.
    public override var allowsKeyedCoding: Bool { true }

    /// Whether the archived object has a value for `key`.
    public override func containsValue(forKey key: String) -> Bool { lookup(key) != nil }

    /// The value for `key`: strings, numbers, arrays, dictionaries, colours, fonts, images and other
    /// objects made from the nib (made on first use, shared when referenced twice).
    public override func decodeObject(forKey key: String) -> Any? {
        let session = self.session
        guard let value = lookup(key) else { return nil }
        nonisolated(unsafe) var result: Any?
        MainActor.assumeIsolated { result = session.decode(value) }
        return result
    }

    /// The Boolean for `key` (false when absent).
    public override func decodeBool(forKey key: String) -> Bool { boolValue(lookup(key)) ?? false }

    /// The integer for `key` (0 when absent).
    public override func decodeInteger(forKey key: String) -> Int { intValue(lookup(key)) ?? 0 }

    /// The integer for `key` (0 when absent).
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }

    /// The integer for `key` (0 when absent).
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    /// The number for `key` (0 when absent).
    public override func decodeDouble(forKey key: String) -> Double { lookup(key).flatMap(doubleValue) ?? 0 }

    /// The number for `key` (0 when absent).
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Typed helpers for HeadlessUIKit's classes

    /// Whether a value is archived under `key`.
    func has(_ key: String) -> Bool { lookup(key) != nil }

    /// A string (`NSString`) value.
    @MainActor func string(_ key: String) -> String? {
        // An NSString's text, decoded once per nib, without the round trip through `Any` (nor a copy
        // of the archived object). Only string objects decode to a `String` (one without text to ""):
        // other values are not made and cast here (an image view's `UIImage` is asked for as a
        // resource name first).
        guard case .object(let index)? = lookup(key), index >= 0, index < runtime.kinds.count,
              runtime.kinds[index] == .string else { return nil }
        return runtime.texts[index] ?? ""
    }

    /// A `"{h, v}"` priority pair (hugging, compression resistance), parsed once per nib.
    @MainActor func priorityPair(_ key: String) -> (UILayoutPriority, UILayoutPriority)? {
        guard let value = lookup(key) else { return nil }
        if case .object(let index) = value, runtime.text(value) != nil { return session.runtime.priorityPair(stringAt: index) }
        return UIView.priorityPair(string(key))
    }

    /// A Boolean; nil when absent.
    func bool(_ key: String) -> Bool? { boolValue(lookup(key)) }

    /// An integer (also from an `NSNumber` object); nil when absent.
    func int(_ key: String) -> Int? { intValue(lookup(key)) }

    /// A real number (also from an integer or an `NSNumber` object); nil when absent.
    func double(_ key: String) -> Double? { lookup(key).flatMap(doubleValue) }

    /// A CGFloat; nil when absent.
    func cgFloat(_ key: String) -> CGFloat? { double(key).map { CGFloat($0) } }

    /// Any decoded value.
    @MainActor func value(_ key: String) -> Any? { session.decode(lookup(key)) }

    /// A decoded object of type `T`.
    @MainActor func object<T>(_ key: String, as type: T.Type = T.self) -> T? { session.decode(lookup(key)) as? T }

    /// A decoded array (`NSArray`), its elements of type `T` (others dropped).
    @MainActor func array<T>(_ key: String, of type: T.Type = T.self) -> [T] {
        ((session.decode(lookup(key)) as? [Any]) ?? []).compactMap { $0 as? T }
    }

    /// A decoded object of class `T`, without casting through `Any`.
    @MainActor func object<T: AnyObject>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let index = lookup(key)?.objectIndex else { return nil }
        return session.instance(at: index) as? T
    }

    /// A decoded array of objects of class `T` (others dropped), without casting through `Any`.
    @MainActor func array<T: AnyObject>(_ key: String, of type: T.Type = T.self) -> [T] {
        guard let index = lookup(key)?.objectIndex, index >= 0, index < runtime.elements.count else { return [] }
        // One pass, one array (a loop: a main-actor closure given to `compactMap` checks its executor
        // on every call in Swift 6).
        let elements = runtime.elements[index]
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            if let i = element.objectIndex, let typed = session.instance(at: i) as? T { result.append(typed) }
        }
        return result
    }

    /// A colour.
    @MainActor func color(_ key: String) -> UIColor? { object(key) }

    /// A font.
    @MainActor func font(_ key: String) -> UIFont? { object(key) }

    /// An image (a resource name looked up in the nib's bundle).
    @MainActor func image(_ key: String) -> UIImage? { object(key) }

    /// Doubles stored as `0x07` + little-endian doubles (`UIBounds`, `UICenter`), or an `NSValue`.
    func doubles(_ key: String) -> [Double]? {
        guard let property = propertyIndex(key) else { return nil }
        // From the nib's flat tables: copying the archived object would retain and release its fields.
        if let doubles = runtime.doubles(in: objectIndex, property: property) { return doubles }
        if let index = runtime.value(in: objectIndex, property: property).objectIndex { return session.valueDoubles(at: index) }
        return nil
    }

    /// A point stored as two doubles.
    func point(_ key: String) -> CGPoint? {
        guard let d = doubles(key), d.count >= 2 else { return nil }
        return CGPoint(x: d[0], y: d[1])
    }

    /// A size stored as two doubles.
    func size(_ key: String) -> CGSize? {
        guard let d = doubles(key), d.count >= 2 else { return nil }
        return CGSize(width: d[d.count - 2], height: d[d.count - 1])
    }

    /// A rectangle stored as four doubles.
    func rect(_ key: String) -> CGRect? {
        guard let d = doubles(key), d.count >= 4 else { return nil }
        return CGRect(x: d[0], y: d[1], width: d[2], height: d[3])
    }

    /// Runs `body` with the value for `key` once every object of the nib exists (rule 26's first
    /// pass is over): for references that may point back at the object being made (a constraint's
    /// items, a controller's external objects for its view).
    @MainActor func afterCreation(_ key: String, _ body: @escaping @MainActor (Any?) -> Void) {
        guard let value = lookup(key) else { return }
        session.afterCreation.append(.closure { [session] in body(session.decode(value)) })
    }

    /// The constraint this coder makes gets the object `key` (`NSFirstItem`, `NSSecondItem`) references
    /// once every object exists: work as a value (`NibDeferredWork`), not a closure, run for the object
    /// this coder made (when it was made: an `init?(coder:)` may fail).
    @MainActor func afterCreationConstraintItem(_ key: String, second: Bool) {
        guard let value = lookup(key) else { return }
        session.afterCreation.append(.constraintItem(constraint: objectIndex, value: value, second: second))
    }

    /// The view this coder makes holds the constraints of the array under `key`
    /// (`UIViewAutolayoutConstraints`) once every object exists, as `afterCreationConstraintItem` does.
    @MainActor func afterCreationViewConstraints(_ key: String) {
        guard let value = lookup(key) else { return }
        session.afterCreation.append(.viewConstraints(view: objectIndex, array: value))
    }

    /// The nib's bundle.
    @MainActor var bundle: Bundle { session.nib.bundle }

    /// The file name errors name (`Main.storyboard`, `ProfileView.xib`, `Card.nib`).
    @MainActor var fileName: String { session.nib.displayName }

    // MARK: Scalars

    private func boolValue(_ value: NibValue?) -> Bool? {
        guard let value else { return nil }
        if let b = value.boolValue { return b }
        if let i = intValue(value) { return i != 0 }
        return nil
    }

    private func intValue(_ value: NibValue?) -> Int? {
        guard let value else { return nil }
        if let i = value.integerValue { return i }
        if let d = value.doubleValue { return Int(d) }
        if let b = value.boolValue { return b ? 1 : 0 }
        if let index = value.objectIndex { return session.numberValue(at: index).map { Int($0) } }
        return nil
    }

    private func doubleValue(_ value: NibValue) -> Double? {
        if let d = value.doubleValue { return d }
        if let i = value.integerValue { return Double(i) }
        if let b = value.boolValue { return b ? 1 : 0 }
        if let index = value.objectIndex { return session.numberValue(at: index) }
        return nil
    }
}

// UIKit's NSCoder additions for geometry (UIGeometry.h).
extension NSCoder {
    /// The rectangle for `key` (zero when absent or when this coder is not a nib's).
    public func decodeCGRect(forKey key: String) -> CGRect { (self as? UINibDecoder)?.rect(key) ?? .zero }
    /// The point for `key` (zero when absent or when this coder is not a nib's).
    public func decodeCGPoint(forKey key: String) -> CGPoint { (self as? UINibDecoder)?.point(key) ?? .zero }
    /// The size for `key` (zero when absent or when this coder is not a nib's).
    public func decodeCGSize(forKey key: String) -> CGSize { (self as? UINibDecoder)?.size(key) ?? .zero }
}

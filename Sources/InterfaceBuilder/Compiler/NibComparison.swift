import Foundation

/// Compares two nibs by meaning, not bytes: classes, keys and the graph's shape (each object's class with its
/// key → value pairs, references shown as the target's class or string), ignoring table order.
public struct NibComparison: Sendable {
    /// Class names only the expected nib uses.
    public var missingClasses: Set<String>
    /// Class names only the actual nib uses.
    public var extraClasses: Set<String>
    /// Keys only the expected nib uses.
    public var missingKeys: Set<String>
    /// Keys only the actual nib uses.
    public var extraKeys: Set<String>
    /// Object signatures (with multiplicity) only in the expected nib.
    public var missingObjects: [String]
    /// Object signatures (with multiplicity) only in the actual nib.
    public var extraObjects: [String]

    /// Compares `actual` against `expected`.
    public init(expected: NibObjectGraph, actual: NibObjectGraph) {
        missingClasses = expected.classNames.subtracting(actual.classNames)
        extraClasses = actual.classNames.subtracting(expected.classNames)
        missingKeys = expected.keys.subtracting(actual.keys)
        extraKeys = actual.keys.subtracting(expected.keys)
        var counts: [String: Int] = [:]
        for signature in expected.objects.map({ NibComparison.signature(of: $0, in: expected) }) { counts[signature, default: 0] += 1 }
        for signature in actual.objects.map({ NibComparison.signature(of: $0, in: actual) }) { counts[signature, default: 0] -= 1 }
        missingObjects = counts.filter { $0.value > 0 }.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
        extraObjects = counts.filter { $0.value < 0 }.flatMap { Array(repeating: $0.key, count: -$0.value) }.sorted()
    }

    /// Whether both nibs have the same classes, keys and object signatures.
    public var isEqual: Bool {
        missingClasses.isEmpty && extraClasses.isEmpty && missingKeys.isEmpty && extraKeys.isEmpty
            && missingObjects.isEmpty && extraObjects.isEmpty
    }

    /// Whether both nibs use the same classes and keys (the object graph may still differ).
    public var hasSameVocabulary: Bool {
        missingClasses.isEmpty && extraClasses.isEmpty && missingKeys.isEmpty && extraKeys.isEmpty
    }

    /// One line per difference, prefixed `-` (only expected) or `+` (only actual).
    public var differences: [String] {
        missingClasses.sorted().map { "- class \($0)" } + extraClasses.sorted().map { "+ class \($0)" }
            + missingKeys.sorted().map { "- key \($0)" } + extraKeys.sorted().map { "+ key \($0)" }
            + missingObjects.map { "- object \($0)" } + extraObjects.map { "+ object \($0)" }
    }

    /// `Class{key=value, …}` with keys in order and references as the target's label.
    public static func signature(of object: NibObjectGraph.Object, in graph: NibObjectGraph) -> String {
        if let text = graph.string(object) { return "NSString \"\(text)\"" }
        let parts = object.properties.map { property -> String in
            "\(property.key)=\(describe(property.value, in: graph))"
        }
        return "\(object.className){\(parts.joined(separator: ", "))}"
    }

    private static func describe(_ value: NibValue, in graph: NibObjectGraph) -> String {
        switch value {
        case .object:
            guard let target = graph.object(value) else { return "@?" }
            if let text = graph.string(target) { return "\"\(text)\"" }
            if target.className == "NSNumber", let number = target["NS.intval"] { return "NSNumber(\(number))" }
            return target.className
        case .data(let data):
            if data.starts(with: NibArchive.magic) { return "<nib>" }
            if let doubles = NibGeometry.doubles(data) { return "\(doubles)" }
            return NibValue.describe(data: data)
        case .int8, .int16, .int32, .int64:
            return "\(value.integerValue ?? 0)"
        default:
            return value.description
        }
    }
}

import Foundation
import InterfaceBuilder
import Testing
@testable import HeadlessUIKit

/// Builds a compiled nib object by object, with exactly the keys ibtool writes, so that a test can
/// check decoding of ibtool's output (the reference) independently of our compiler.
struct ArchiveFixture {
    private var objects: [(className: String, values: [(String, NibValue)])] = [("NSObject", [])]

    /// Adds an object and returns its index.
    mutating func add(_ className: String, _ values: [(String, NibValue)] = []) -> Int {
        objects.append((className, values))
        return objects.count - 1
    }

    /// Adds a value to an object.
    mutating func set(_ object: Int, _ key: String, _ value: NibValue) {
        objects[object].values.append((key, value))
    }

    mutating func string(_ text: String) -> NibValue {
        .object(add("NSString", [("NS.bytes", .data(Data(text.utf8)))]))
    }

    mutating func number(_ value: Int) -> NibValue {
        .object(add("NSNumber", [("NS.intval", .int32(Int32(value)))]))
    }

    mutating func array(_ elements: [NibValue]) -> NibValue {
        .object(add("NSArray", [("NSInlinedValue", .bool(true))] + elements.map { ("UINibEncoderEmptyKey", $0) }))
    }

    mutating func dictionary(_ pairs: [(NibValue, NibValue)]) -> NibValue {
        .object(add("NSMutableDictionary", [("NSInlinedValue", .bool(true))]
            + pairs.flatMap { [("UINibEncoderEmptyKey", $0.0), ("UINibEncoderEmptyKey", $0.1)] }))
    }

    mutating func color(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float = 1) -> NibValue {
        .object(add("UIColor", [("UIColorComponentCount", .int8(4)), ("UIRed", .float(red)), ("UIGreen", .float(green)),
                                ("UIBlue", .float(blue)), ("UIAlpha", .float(alpha)), ("NSColorSpace", .int8(2))]))
    }

    /// An image as ibtool archives it: a `UIImageNibPlaceholder` naming the resource.
    mutating func image(_ name: String) -> NibValue {
        let resource = string(name)
        return .object(add("UIImageNibPlaceholder", [("UIResourceName", resource)]))
    }

    /// `0x07` and the doubles, as `UIBounds`, insets and sizes are archived.
    static func doubles(_ values: [Double]) -> NibValue { .data(NibGeometry.data(values)) }

    /// A view of `className` with a frame and the generic keys ibtool writes.
    mutating func view(_ className: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 40),
                       _ values: [(String, NibValue)] = []) -> Int {
        add(className, [
            ("UIBounds", Self.doubles([0, 0, frame.width, frame.height])),
            ("UICenter", Self.doubles([frame.midX, frame.midY])),
            ("UIDeepDrawRect", .bool(true)), ("UIAutoresizeSubviews", .bool(true)),
        ] + values)
    }

    /// Instantiates the archive whose top-level object is `top`, and returns that object.
    @MainActor
    func instantiate<T>(_ top: Int, as type: T.Type = T.self) throws -> T {
        var fixture = self
        let topLevel = fixture.array([.object(top)])
        let all = fixture.array((1..<fixture.objects.count).filter { fixture.objects[$0].className.hasPrefix("UI") }.map { .object($0) })
        let connections = fixture.array([])
        fixture.objects[0].values = [("UINibTopLevelObjectsKey", topLevel), ("UINibObjectsKey", all),
                                     ("UINibConnectionsKey", connections)]
        let archive = fixture.archive()
        let objects = UINib(data: archive.data(), bundle: nil).instantiate(withOwner: nil, options: nil)
        return try #require(objects.first as? T)
    }

    private func archive() -> NibArchive {
        var keys: [String] = []
        var keyIndex: [String: Int] = [:]
        var classNames: [NibArchive.ClassName] = []
        var classIndex: [String: Int] = [:]
        var archived: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        for object in objects {
            let cls = classIndex[object.className] ?? {
                classNames.append(.init(name: object.className))
                classIndex[object.className] = classNames.count - 1
                return classNames.count - 1
            }()
            archived.append(.init(classIndex: cls, firstValueIndex: values.count, valueCount: object.values.count))
            for (key, value) in object.values {
                let k = keyIndex[key] ?? {
                    keys.append(key)
                    keyIndex[key] = keys.count - 1
                    return keys.count - 1
                }()
                values.append(.init(keyIndex: k, value: value))
            }
        }
        return NibArchive(objects: archived, keys: keys, values: values, classNames: classNames)
    }
}

/// Loads a xib through our compiler and returns the root view's subviews.
@MainActor
enum XibFixture {
    static func subviews(_ xml: String) throws -> [UIView] {
        let files = try FixtureBundle(["Attributes.xib": IBXML.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(xml)
                    </subviews>
                </view>
            """)])
        let objects = UINib(nibName: "Attributes", bundle: files.bundle).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        return root.subviews
    }
}

import Foundation

/// The UIKit properties whose setters report to key-value observers (docs/foundation-bridging.md lists them).
enum ObservedProperty: String, Sendable {
    case frame, bounds, center, isHidden, alpha
    case contentOffset, contentSize, contentInset
    case progress
    case isEnabled, isSelected, isHighlighted
    case text, value, isOn
}

// A key path names a property with the static type it was written against as its root (`\MyScrollView.contentOffset`),
// so each table is built for that type (generic parameter T): two key paths to the same property from the same root
// are equal. Each `observe` overload (KeyValueObservable.swift) asks the table of its class.
extension ObservedProperty {
    private static func find(_ keyPath: AnyKeyPath, in table: [(AnyKeyPath, ObservedProperty)]) -> ObservedProperty? {
        table.first { $0.0 == keyPath }?.1
    }

    @MainActor static func ofView<T: UIView>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.frame, .frame), (\T.bounds, .bounds), (\T.center, .center), (\T.isHidden, .isHidden), (\T.alpha, .alpha)])
    }

    @MainActor static func ofScrollView<T: UIScrollView>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.contentOffset, .contentOffset), (\T.contentSize, .contentSize), (\T.contentInset, .contentInset)])
            ?? ofView(keyPath, T.self)
    }

    @MainActor static func ofProgressView<T: UIProgressView>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.progress, .progress)]) ?? ofView(keyPath, T.self)
    }

    @MainActor static func ofLabel<T: UILabel>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.text, .text)]) ?? ofView(keyPath, T.self)
    }

    @MainActor static func ofControl<T: UIControl>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.isEnabled, .isEnabled), (\T.isSelected, .isSelected), (\T.isHighlighted, .isHighlighted)])
            ?? ofView(keyPath, T.self)
    }

    @MainActor static func ofTextField<T: UITextField>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.text, .text)]) ?? ofControl(keyPath, T.self)
    }

    @MainActor static func ofSlider<T: UISlider>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.value, .value)]) ?? ofControl(keyPath, T.self)
    }

    @MainActor static func ofSwitch<T: UISwitch>(_ keyPath: AnyKeyPath, _: T.Type) -> ObservedProperty? {
        find(keyPath, in: [(\T.isOn, .isOn)]) ?? ofControl(keyPath, T.self)
    }
}

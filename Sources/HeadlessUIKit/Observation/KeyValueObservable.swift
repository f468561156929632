import Foundation

/// Objects that offer Foundation's `observe(_:options:changeHandler:)` (on iOS every `NSObject` does): HeadlessUIKit's
/// views. The properties whose setters report are listed in docs/foundation-bridging.md; observing another key path
/// logs a warning and the observation is never notified (only `.initial` is sent).
///
/// `observe` has one overload per class that adds observable properties (`UIScrollView`, `UIControl`…), so that
/// the key path is recognised whatever the static type of the observed object.
@MainActor
public protocol KeyValueObservable: AnyObject {}

extension UIView: KeyValueObservable {}

// Each overload recognises the key paths of its class and of the classes above it, with tables built for `Self`
// (ObservedProperty.swift).

extension KeyValueObservable where Self: UIView {
    /// Calls `changeHandler` whenever the property at `keyPath` is set, until the observation returned is
    /// invalidated or released (Foundation's KVO): `.initial` calls it once at once, `.new`/`.old` fill the change's
    /// values, `.prior` calls it before each change too.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofView(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UIScrollView {
    /// Observes a property of a scroll view (`contentOffset`, `contentSize`, `contentInset`, or a view's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofScrollView(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UIProgressView {
    /// Observes a property of a progress view (`progress`, or a view's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofProgressView(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UILabel {
    /// Observes a property of a label (`text`, or a view's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofLabel(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UIControl {
    /// Observes a property of a control (`isEnabled`, `isSelected`, `isHighlighted`, or a view's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofControl(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UITextField {
    /// Observes a property of a text field (`text`, or a control's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofTextField(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UISlider {
    /// Observes a property of a slider (`value`, or a control's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofSlider(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

extension KeyValueObservable where Self: UISwitch {
    /// Observes a property of a switch (`isOn`, or a control's).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        UIView.observe(self, keyPath, property: ObservedProperty.ofSwitch(keyPath, Self.self), options: options, changeHandler: changeHandler)
    }
}

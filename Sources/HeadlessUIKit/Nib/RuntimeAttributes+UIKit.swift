import Foundation

// The UIKit properties a runtime attribute's key path reads through (`layer`, `titleLabel`…) and
// sets at its end (`cornerRadius`, `textAlignment`…).

extension RuntimeAttributes {
    /// What reading one component of a key path gave.
    enum Child {
        /// An object to go on with.
        case object(AnyObject)
        /// A known property that is nil (key-value coding then does nothing).
        case none
        /// No such property.
        case unknown
    }

    /// What setting the last component did.
    enum Outcome {
        /// Set.
        case set
        /// Set, with something to say (a value UIKit would take differently).
        case warning(String)
        /// The key exists but the value does not fit it.
        case badValue
        /// No such key.
        case unknown
    }

    /// Reads the object-valued property `key` of `object`.
    static func child(named key: String, of object: AnyObject) -> Child {
        func wrap(_ value: AnyObject?) -> Child { value.map(Child.object) ?? .none }
        if let cell = object as? UITableViewCell {
            switch key {
            case "textLabel": return wrap(cell.textLabel)
            case "detailTextLabel": return wrap(cell.detailTextLabel)
            case "imageView": return wrap(cell.imageView)
            case "contentView": return wrap(cell.contentView)
            default: break
            }
        }
        if let button = object as? UIButton {
            switch key {
            case "titleLabel": return wrap(button.titleLabel)
            case "imageView": return wrap(button.imageView)
            default: break
            }
        }
        if let view = object as? UIView {
            switch key {
            case "layer": return wrap(view.layer)
            case "superview": return wrap(view.superview)
            default: break
            }
        }
        if let layer = object as? CALayer {
            switch key {
            case "superlayer": return wrap(layer.superlayer)
            case "mask": return wrap(layer.mask)
            default: break
            }
        }
        if let controller = object as? UIViewController {
            switch key {
            case "view": return wrap(controller.view)
            case "navigationItem": return wrap(controller.navigationItem)
            case "tabBarItem": return wrap(controller.tabBarItem)
            default: break
            }
        }
        // An app's stored property of that name holding an object.
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key {
                if let value = child.value as AnyObject?, !(child.value is any InspectableStorage) { return .object(value) }
                return .none
            }
            mirror = current.superclassMirror
        }
        return .unknown
    }

    /// Sets one of the UIKit properties a runtime attribute commonly sets.
    static func builtIn(_ value: Any?, _ key: String, _ object: AnyObject) -> Outcome {
        func number<T>(_ type: T.Type, _ apply: (T) -> Void) -> Outcome {
            guard let v = convert(value, to: type) else { return .badValue }
            apply(v); return .set
        }
        if let layer = object as? CALayer, let outcome = layerKey(value, key, layer, number) { return outcome }
        if let label = object as? UILabel {
            switch key {
            case "text": label.text = value as? String; return .set
            case "textColor": if let c = value as? UIColor { label.textColor = c; return .set } else { return .badValue }
            case "numberOfLines": return number(Int.self) { label.numberOfLines = $0 }
            case "textAlignment":
                guard let raw = convert(value, to: Int.self), let alignment = NSTextAlignment(rawValue: raw) else { return .badValue }
                label.textAlignment = alignment; return .set
            case "adjustsFontSizeToFitWidth": return number(Bool.self) { label.adjustsFontSizeToFitWidth = $0 }
            case "minimumScaleFactor": return number(CGFloat.self) { label.minimumScaleFactor = $0 }
            default: break
            }
        }
        if let field = object as? UITextField {
            switch key {
            case "placeholder": field.placeholder = value as? String; return .set
            case "text": field.text = value as? String; return .set
            case "textAlignment":
                guard let raw = convert(value, to: Int.self), let alignment = NSTextAlignment(rawValue: raw) else { return .badValue }
                field.textAlignment = alignment; return .set
            default: break
            }
        }
        if let view = object as? UIView {
            switch key {
            case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String; return .set
            case "accessibilityLabel": view.accessibilityLabel = value as? String; return .set
            case "accessibilityHint": view.accessibilityHint = value as? String; return .set
            case "tag": return number(Int.self) { view.tag = $0 }
            case "alpha": return number(CGFloat.self) { view.alpha = $0 }
            case "hidden", "isHidden": return number(Bool.self) { view.isHidden = $0 }
            case "clipsToBounds": return number(Bool.self) { view.clipsToBounds = $0 }
            case "opaque", "isOpaque": return number(Bool.self) { view.isOpaque = $0 }
            case "userInteractionEnabled", "isUserInteractionEnabled": return number(Bool.self) { view.isUserInteractionEnabled = $0 }
            case "backgroundColor": view.backgroundColor = value as? UIColor; return .set
            case "tintColor": view.tintColor = value as? UIColor; return .set
            default: break
            }
        }
        if let controller = object as? UIViewController, key == "title" {
            controller.title = value as? String
            return .set
        }
        if let item = object as? UIBarItem {
            switch key {
            case "title": item.title = value as? String; return .set
            case "tag": return number(Int.self) { item.tag = $0 }
            case "accessibilityIdentifier": item.accessibilityIdentifier = value as? String; return .set
            default: break
            }
        }
        return .unknown
    }

    /// A layer's keys. IB offers no CGColor type: a `UIColor` given for a colour key is set as its
    /// `cgColor` (what the developer meant), with a warning, since on iOS the layer gets the UIColor
    /// object itself and draws no such colour.
    private static func layerKey(_ value: Any?, _ key: String, _ layer: CALayer,
                                 _ number: (CGFloat.Type, (CGFloat) -> Void) -> Outcome) -> Outcome? {
        func color(_ apply: (CGColor?) -> Void) -> Outcome {
            switch value {
            case let c as CGColor: apply(c); return .set
            case let c as UIColor:
                apply(c.cgColor)
                return .warning("a UIColor given for the CGColor property \(key): set as its cgColor here; "
                    + "on iOS the layer gets the UIColor object and shows no such colour (set layer.\(key) in code for the same result on both)")
            case nil: apply(nil); return .set
            default: return .badValue
            }
        }
        func flag(_ apply: (Bool) -> Void) -> Outcome {
            guard let v = convert(value, to: Bool.self) else { return .badValue }
            apply(v); return .set
        }
        switch key {
        case "cornerRadius": return number(CGFloat.self) { layer.cornerRadius = $0 }
        case "borderWidth": return number(CGFloat.self) { layer.borderWidth = $0 }
        case "shadowRadius": return number(CGFloat.self) { layer.shadowRadius = $0 }
        case "zPosition": return number(CGFloat.self) { layer.zPosition = $0 }
        case "shadowOpacity": return number(CGFloat.self) { layer.shadowOpacity = Float($0) }
        case "opacity": return number(CGFloat.self) { layer.opacity = Float($0) }
        case "masksToBounds": return flag { layer.masksToBounds = $0 }
        case "hidden", "isHidden": return flag { layer.isHidden = $0 }
        case "maskedCorners":
            guard let raw = convert(value, to: Int.self) else { return .badValue }
            layer.maskedCorners = CACornerMask(rawValue: UInt(max(0, raw))); return .set
        case "borderColor": return color { layer.borderColor = $0 }
        case "shadowColor": return color { layer.shadowColor = $0 }
        case "backgroundColor": return color { layer.backgroundColor = $0 }
        case "shadowOffset":
            guard let size = value as? CGSize else { return .badValue }
            layer.shadowOffset = size; return .set
        case "anchorPoint":
            guard let point = value as? CGPoint else { return .badValue }
            layer.anchorPoint = point; return .set
        case "name": layer.name = value as? String; return .set
        default: return nil
        }
    }
}

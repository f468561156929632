import Foundation

/// What kind of thing an element on screen is, in the spirit of XCUITest's `XCUIElement.ElementType`.
public enum HeadlessElementType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Matches every type (for `descendants(matching: .any)`).
    case any
    /// A view of no other type (a plain `UIView`, a stack view, a custom view).
    case other
    /// The window.
    case window
    /// A `UIButton`, a bar button item, a navigation bar's back button, a tab bar item or an alert's action.
    case button
    /// A `UILabel`, or an alert's title or message.
    case staticText
    /// A `UITextField` without secure entry.
    case textField
    /// A `UITextField` with secure entry.
    case secureTextField
    /// A `UITextView`.
    case textView
    /// A `UISearchBar`.
    case searchField
    /// A `UISwitch`.
    case `switch`
    /// A `UISlider`.
    case slider
    /// A `UIStepper`.
    case stepper
    /// A `UISegmentedControl`.
    case segmentedControl
    /// A `UIDatePicker`.
    case datePicker
    /// A `UIPickerView`.
    case picker
    /// A `UIPageControl`.
    case pageIndicator
    /// A `UIProgressView`.
    case progressIndicator
    /// A `UIActivityIndicatorView`.
    case activityIndicator
    /// A `UIImageView`.
    case image
    /// A `UITableViewCell` or `UICollectionViewCell`.
    case cell
    /// A `UITableView`.
    case table
    /// A `UICollectionView`.
    case collectionView
    /// A `UIScrollView` of no other type.
    case scrollView
    /// A navigation controller's (or your own) `UINavigationBar`.
    case navigationBar
    /// A `UIToolbar`.
    case toolbar
    /// A `UITabBar`.
    case tabBar
    /// A presented `UIAlertController`.
    case alert

    /// The type's name, as in XCUITest's descriptions ("button", "staticText"…).
    public var description: String { rawValue }

    /// The type a view shows as (subclasses first: a table before a scroll view).
    @MainActor
    static func of(_ view: UIView) -> HeadlessElementType {
        switch view {
        case is UIWindow: return .window
        case is UIButton: return .button
        case is UILabel: return .staticText
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UISearchBar: return .searchField
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIDatePicker: return .datePicker
        case is UIPickerView: return .picker
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIImageView: return .image
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UIScrollView: return .scrollView
        case is UINavigationBar: return .navigationBar
        case is UIToolbar: return .toolbar
        case is UITabBar: return .tabBar
        default: return .other
        }
    }
}

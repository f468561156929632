import Foundation

/// The class names the compiler writes by name, numbered at compile time like `NibKey` (issue 14): a known class's
/// table index is one array load per nib. A class that reaches the builder as a string (a view's class from its kind,
/// a custom class) is interned by its name and maps to the same entry when it is one of these.
enum NibClass: Int, CaseIterable, Sendable {
    case UIImageNibPlaceholder, UIButtonContent, UISegment, UIRuntimeAttribute, NSNumber, NSValue, UIRuntimeOutletConnection
    case UIClassSwapper, NSLayoutConstraint, _UILayoutGuide, UILayoutGuide, _UITableViewCellSeparatorView, NSData
    case UINib, UIColor, UIFont, UIFontDescriptor, UIRuntimeEventConnection, NSObject, NSString, NSArray, NSMutableArray
    case NSDictionary, NSMutableDictionary, UIProxyObject, NSColor, NSFont, UIView, _UILayoutSupportConstraint
    case UITableViewCellContentView, UICollectionViewCellContentView
    // Issue 14, seventh round: the classes of common element kinds (`NibKindCache.Info.classCode`), none with a fallback.
    case UILabel, UIButton, UIImageView, UITextField, UITextView, UIScrollView, UIStackView
    case UITableView, UITableViewCell, UICollectionView, UICollectionViewCell, UICollectionReusableView, UICollectionViewFlowLayout, UISwitch
    case UISlider, UISegmentedControl, UIActivityIndicatorView, UIProgressView, UIPageControl, UIDatePicker, UIPickerView
    case UISearchBar, UINavigationBar, UIToolbar, UITabBar, UINavigationItem, UIBarButtonItem, UITabBarItem
    case UIVisualEffectView, MKMapView, WKWebView, UITapGestureRecognizer, UIPanGestureRecognizer, UISwipeGestureRecognizer, UILongPressGestureRecognizer

    /// The class name as written in the archive, by case.
    static let names: [String] = [
        "UIImageNibPlaceholder", "UIButtonContent", "UISegment", "UIRuntimeAttribute", "NSNumber", "NSValue", "UIRuntimeOutletConnection",
        "UIClassSwapper", "NSLayoutConstraint", "_UILayoutGuide", "UILayoutGuide", "_UITableViewCellSeparatorView",
        "NSData", "UINib", "UIColor", "UIFont", "UIFontDescriptor", "UIRuntimeEventConnection", "NSObject", "NSString",
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "UIProxyObject", "NSColor", "NSFont",
        "UIView", "_UILayoutSupportConstraint", "UITableViewCellContentView", "UICollectionViewCellContentView",
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIScrollView", "UIStackView",
        "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewFlowLayout", "UISwitch",
        "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIPageControl", "UIDatePicker", "UIPickerView",
        "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "UINavigationItem", "UIBarButtonItem", "UITabBarItem",
        "UIVisualEffectView", "MKMapView", "WKWebView", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
    ]

    /// The case named by a class-name string.
    static let byName: [String: NibClass] = Dictionary(uniqueKeysWithValues: allCases.map { (names[$0.rawValue], $0) })

    /// The class name as written in the archive.
    var name: String { NibClass.names[rawValue] }

    /// The fallback class ibtool records after this one (`NibArchiveBuilder.fallbackClass(of:)`), if any.
    var fallback: NibClass? {
        switch self {
        case .UIColor: return .NSColor
        case .UIFont: return .NSFont
        case ._UILayoutGuide: return .UIView
        case ._UILayoutSupportConstraint: return .NSLayoutConstraint
        case .UITableViewCellContentView: return .UIView
        case .UICollectionViewCellContentView: return .UIView
        default: return nil
        }
    }
}

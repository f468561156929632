import Foundation

/// The nib keys the compiler writes, numbered at compile time (issue 14): the builder finds a known key's table index
/// with one array load per nib-local slot instead of hashing its name. Generated from the compiler's literal keys; a
/// key that is not here (an attached child's `UI<Key>`, a runtime attribute) is interned by its name.
/// Case names are the keys, with `.` written `_` (`NS.bytes` is `NS_bytes`).
enum NibKey: Int, CaseIterable, Sendable {
    case NS_bytes, NS_intval, NSInlinedValue, UIProxiedObjectIdentifier, UINibTopLevelObjectsKey, UINibObjectsKey
    case UINibConnectionsKey, UINibKeyValuePairsKey, UINibName, UIResourceName, UIHighlighted, UISelected, UIDisabled
    case UIText, UIFont, UIShadowOffset, UINumberOfLines, UIBaselineAdjustment, UIAdjustsFontSizeToFit, UIMinimumFontSize
    case UIAllowsDefaultTighteningForTruncation, UILineBreakMode, UITextAlignment, UIEnabled, UIMinimumScaleFactor
    case UIPreferredMaxLayoutWidth, UITitle, UITitleColor, UIShadowColor, UIImage, UIBackgroundImage, UIButtonStatefulContent
    case UIAdjustsImageWhenHighlighted, UIAdjustsImageWhenDisabled, UIButtonType, UIHighlightedImage, UIPlaceholder
    case UISecureTextEntry, UIEnablesReturnKeyAutomatically, UIScrollViewIndicatorInsetAdjustmentBehavior, UIBouncesZoom
    case UIAlwaysBounceVertical, UIScrollViewContentInsetAdjustmentBehavior, UIMinimumZoomScale, UIMaximumZoomScale
    case UIContentSize, UIContentInset, UISwitchOn, UIValue, UIMinValue, UIMaxValue, UISegmentTitle, UISegmentImage
    case UISegmentDisabled, UISegmentWidth, UISegments, UISelectedSegmentIndex, UIActivityIndicatorViewStyle, UIHidesWhenStopped
    case UIAnimating, UIStackViewSpacing, UIStackViewArrangedSubviews, UIBarTranslucence, UIReuseIdentifier, UIContentView
    case UIItemSize, UIEstimatedItemSize, UILineSpacing, UIInteritemSpacing, UIHeaderReferenceSize, UIFooterReferenceSize
    case UISectionInset, UIObject, UIKeyPath, NSBoolean, NS_dblval, NS_special, NS_rangeval_location, NS_rangeval_length
    case UILabel, UISource, UIDestination, UIReferencedStoryboardName, UIReferencedIdentifier, UIReferencedBundleIdentifier
    case UIStoryboardIdentifier, UITabBarItem, UIDefinesPresentationContext, UIHidesBottomBarWhenPushed, UIExternalObjectsTableForViewLoading
    case UIStoryboardSegueTemplates, UIClassName, UIOriginalClassName, UIChildViewControllers, UIViewControllers
    case UIIdentifier, UIRelationship, UIDestinationViewControllerIdentifier, UIExternalStoryboardName, UIActionName
    case UISegueClassName, UIModalPresentationStyle, UIModalTransitionStyle, UIAnimates, NSFirstItem, NSFirstAttributeV2
    case NSFirstAttribute, NSRelation, NSSecondItem, NSSecondAttributeV2, NSSecondAttribute, NSMultiplier, NSSymbolicConstant
    case NSConstant, NSConstantV2, NSPriority, NSLayoutIdentifier, NSShouldBeArchived, UIViewAutolayoutConstraints
    case UIViewSemanticContentAttribute, UIViewLargeContentStoredProperties, _UILayoutGuideIdentifier, _UILayoutGuideConstraintsToRemove
    case UILayoutGuideOwningView, UILayoutGuideIdentifier, UILayoutGuideOwningViewIsLocked, UILayoutGuideSystemConstraints
    case UIViewLayoutGuides, UIViewContentHuggingPriority, UIViewContentCompressionResistancePriority, UIViewInsetsLayoutMarginsFromSafeArea
    case UIViewPreservesSuperviewMargins, UIViewLayoutMarginsFollowReadableWidth, UIViewLayoutMargins, UIViewLayoutMarginsAreDirectional
    case UIBounds, UICenter, UISubviews, UIBackgroundColor, UIDeepDrawRect, UIOpaque, UIHidden, UIAlpha, UIUserInteractionDisabled
    case UIMultipleTouchEnabled, UIAutoresizeSubviews, UIAutoresizingMask, UIContentMode, UIClipsToBounds, UIViewDoesNotTranslateAutoresizingMaskIntoConstraints
    case UITag, UITableViewStyle, UIStyle, UISeparatorStyle, UISeparatorStyleIOS5AndLater, UIRowHeight, UISectionHeaderHeight
    case UISectionFooterHeight, UIEstimatedRowHeight, UIEstimatedSectionHeaderHeight, UIEstimatedSectionFooterHeight
    case UIInsetsContentViewsToSafeArea, UISeparatorInsetReference, captureEnclosingNIBBundleOnDecode, archiveData
    case UIColorComponentCount, UIRed, UIGreen, UIBlue, NSRGB, NSColorSpace, UIWhite, NSWhite, NSCMYK, UISystemColorName
    case UIColorName, UIFontName, UIFontDescriptorAttributes, UIFontDescriptor, UIFontPointSize, UIFontTextStyleForScaling
    case UIFontPointSizeForScaling, UIFontMaximumPointSizeAfterScaling, UIFontTraits, UISystemFont, NSName, NSSize
    case UIEventMask, UINibEncoderEmptyKey, UINibVisibleWindowsKey, UINibAccessibilityConfigurationsKey, UINibTraitStorageListsKey

    // Issue 14, seventh round: keys that reached the builder as strings (`setColor`, `setEnum`, `setFlag`, typed
    // strings, a cell's labels, the prototype dictionaries).
    case UIAccessoryType, UIAlwaysBounceHorizontal, UIAutocapitalizationType, UIAutocorrectionType, UIBarPrefersLargeTitles, UIBarStyle
    case UIBarTintColor, UIBorderStyle, UIBounceEnabled, UICanCancelContentTouches, UIClearButtonMode, UIClearsOnBeginEditing
    case UIColor, UIContentHorizontalAlignment, UIContentVerticalAlignment, UIContinuous, UIDelaysContentTouches, UIDirectionalLockEnabled
    case UIEditable, UIHighlightedColor, UIKeyboardDismissMode, UIKeyboardType, UIMaximumTintColor, UIMinimumTintColor
    case UIMomentary, UIPagingEnabled, UIReturnKeyType, UIScrollDirection, UIScrollDisabled, UISelectable
    case UISelectedSegmentTintColor, UISelectionStyle, UIShowsHorizontalScrollIndicator, UIShowsVerticalScrollIndicator, UIStackViewAlignment, UIStackViewAxis
    case UIStackViewBaselineRelative, UIStackViewDistribution, UIStackViewLayoutMarginsRelative, UISwitchOnTintColor, UISwitchThumbTintColor, UITableViewCellStyle
    case UITextColor, UIThumbTintColor, UITintColor, UIUnselectedItemTintColor, UIHeaderTitle, UIFooterTitle
    case UISystemItem, UITextLabel, UIDetailTextLabel, UIImageView, UITableViewCellPrototypeNibs
    case UITableViewCellPrototypeNibExternalObjects, UICollectionViewCellPrototypeNibs, UICollectionViewCellPrototypeNibExternalObjects

    // Issue 14, thirteenth round: the keys of attached children (`key="navigationItem"` → `UINavigationItem`), found
    // from the `key` attribute's bytes (`attachmentKeys`) instead of building and hashing the name (≈ 1,200
    // instructions a child).
    case UINavigationItem, UINavigationBar, UICollectionLayout, UITabBar, UIRightBarButtonItem, UILeftBarButtonItem
    case UIBackBarButtonItem, UITitleView, UISectionHeaderView, UISectionFooterView, UITableHeaderView, UITableFooterView
    case UIBackgroundView, UISelectedBackgroundView, UISearchBar, UIToolbar, UICustomView

    /// The key as written in the archive's key table, by case (`NS_bytes` → `NS.bytes`).
    static let names: [String] = [
        "NS.bytes", "NS.intval", "NSInlinedValue", "UIProxiedObjectIdentifier", "UINibTopLevelObjectsKey", "UINibObjectsKey",
        "UINibConnectionsKey", "UINibKeyValuePairsKey", "UINibName", "UIResourceName", "UIHighlighted", "UISelected",
        "UIDisabled", "UIText", "UIFont", "UIShadowOffset", "UINumberOfLines", "UIBaselineAdjustment", "UIAdjustsFontSizeToFit",
        "UIMinimumFontSize", "UIAllowsDefaultTighteningForTruncation", "UILineBreakMode", "UITextAlignment", "UIEnabled",
        "UIMinimumScaleFactor", "UIPreferredMaxLayoutWidth", "UITitle", "UITitleColor", "UIShadowColor", "UIImage",
        "UIBackgroundImage", "UIButtonStatefulContent", "UIAdjustsImageWhenHighlighted", "UIAdjustsImageWhenDisabled",
        "UIButtonType", "UIHighlightedImage", "UIPlaceholder", "UISecureTextEntry", "UIEnablesReturnKeyAutomatically",
        "UIScrollViewIndicatorInsetAdjustmentBehavior", "UIBouncesZoom", "UIAlwaysBounceVertical", "UIScrollViewContentInsetAdjustmentBehavior",
        "UIMinimumZoomScale", "UIMaximumZoomScale", "UIContentSize", "UIContentInset", "UISwitchOn", "UIValue",
        "UIMinValue", "UIMaxValue", "UISegmentTitle", "UISegmentImage", "UISegmentDisabled", "UISegmentWidth",
        "UISegments", "UISelectedSegmentIndex", "UIActivityIndicatorViewStyle", "UIHidesWhenStopped", "UIAnimating",
        "UIStackViewSpacing", "UIStackViewArrangedSubviews", "UIBarTranslucence", "UIReuseIdentifier", "UIContentView",
        "UIItemSize", "UIEstimatedItemSize", "UILineSpacing", "UIInteritemSpacing", "UIHeaderReferenceSize", "UIFooterReferenceSize",
        "UISectionInset", "UIObject", "UIKeyPath", "NSBoolean", "NS.dblval", "NS.special", "NS.rangeval.location",
        "NS.rangeval.length", "UILabel", "UISource", "UIDestination", "UIReferencedStoryboardName", "UIReferencedIdentifier",
        "UIReferencedBundleIdentifier", "UIStoryboardIdentifier", "UITabBarItem", "UIDefinesPresentationContext",
        "UIHidesBottomBarWhenPushed", "UIExternalObjectsTableForViewLoading", "UIStoryboardSegueTemplates", "UIClassName",
        "UIOriginalClassName", "UIChildViewControllers", "UIViewControllers", "UIIdentifier", "UIRelationship",
        "UIDestinationViewControllerIdentifier", "UIExternalStoryboardName", "UIActionName", "UISegueClassName",
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UIAnimates", "NSFirstItem", "NSFirstAttributeV2",
        "NSFirstAttribute", "NSRelation", "NSSecondItem", "NSSecondAttributeV2", "NSSecondAttribute", "NSMultiplier",
        "NSSymbolicConstant", "NSConstant", "NSConstantV2", "NSPriority", "NSLayoutIdentifier", "NSShouldBeArchived",
        "UIViewAutolayoutConstraints", "UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties",
        "_UILayoutGuideIdentifier", "_UILayoutGuideConstraintsToRemove", "UILayoutGuideOwningView", "UILayoutGuideIdentifier",
        "UILayoutGuideOwningViewIsLocked", "UILayoutGuideSystemConstraints", "UIViewLayoutGuides", "UIViewContentHuggingPriority",
        "UIViewContentCompressionResistancePriority", "UIViewInsetsLayoutMarginsFromSafeArea", "UIViewPreservesSuperviewMargins",
        "UIViewLayoutMarginsFollowReadableWidth", "UIViewLayoutMargins", "UIViewLayoutMarginsAreDirectional", "UIBounds",
        "UICenter", "UISubviews", "UIBackgroundColor", "UIDeepDrawRect", "UIOpaque", "UIHidden", "UIAlpha", "UIUserInteractionDisabled",
        "UIMultipleTouchEnabled", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIContentMode", "UIClipsToBounds",
        "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UITag", "UITableViewStyle", "UIStyle", "UISeparatorStyle",
        "UISeparatorStyleIOS5AndLater", "UIRowHeight", "UISectionHeaderHeight", "UISectionFooterHeight", "UIEstimatedRowHeight",
        "UIEstimatedSectionHeaderHeight", "UIEstimatedSectionFooterHeight", "UIInsetsContentViewsToSafeArea", "UISeparatorInsetReference",
        "captureEnclosingNIBBundleOnDecode", "archiveData", "UIColorComponentCount", "UIRed", "UIGreen", "UIBlue",
        "NSRGB", "NSColorSpace", "UIWhite", "NSWhite", "NSCMYK", "UISystemColorName", "UIColorName", "UIFontName",
        "UIFontDescriptorAttributes", "UIFontDescriptor", "UIFontPointSize", "UIFontTextStyleForScaling", "UIFontPointSizeForScaling",
        "UIFontMaximumPointSizeAfterScaling", "UIFontTraits", "UISystemFont", "NSName", "NSSize", "UIEventMask",
        "UINibEncoderEmptyKey", "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey",
        "UIAccessoryType", "UIAlwaysBounceHorizontal", "UIAutocapitalizationType", "UIAutocorrectionType", "UIBarPrefersLargeTitles", "UIBarStyle",
        "UIBarTintColor", "UIBorderStyle", "UIBounceEnabled", "UICanCancelContentTouches", "UIClearButtonMode", "UIClearsOnBeginEditing",
        "UIColor", "UIContentHorizontalAlignment", "UIContentVerticalAlignment", "UIContinuous", "UIDelaysContentTouches", "UIDirectionalLockEnabled",
        "UIEditable", "UIHighlightedColor", "UIKeyboardDismissMode", "UIKeyboardType", "UIMaximumTintColor", "UIMinimumTintColor",
        "UIMomentary", "UIPagingEnabled", "UIReturnKeyType", "UIScrollDirection", "UIScrollDisabled", "UISelectable",
        "UISelectedSegmentTintColor", "UISelectionStyle", "UIShowsHorizontalScrollIndicator", "UIShowsVerticalScrollIndicator", "UIStackViewAlignment", "UIStackViewAxis",
        "UIStackViewBaselineRelative", "UIStackViewDistribution", "UIStackViewLayoutMarginsRelative", "UISwitchOnTintColor", "UISwitchThumbTintColor", "UITableViewCellStyle",
        "UITextColor", "UIThumbTintColor", "UITintColor", "UIUnselectedItemTintColor", "UIHeaderTitle", "UIFooterTitle",
        "UISystemItem", "UITextLabel", "UIDetailTextLabel", "UIImageView", "UITableViewCellPrototypeNibs",
        "UITableViewCellPrototypeNibExternalObjects", "UICollectionViewCellPrototypeNibs", "UICollectionViewCellPrototypeNibExternalObjects",
        "UINavigationItem", "UINavigationBar", "UICollectionLayout", "UITabBar", "UIRightBarButtonItem", "UILeftBarButtonItem",
        "UIBackBarButtonItem", "UITitleView", "UISectionHeaderView", "UISectionFooterView", "UITableHeaderView", "UITableFooterView",
        "UIBackgroundView", "UISelectedBackgroundView", "UISearchBar", "UIToolbar", "UICustomView",
    ]

    /// The known key an attached child's `key` attribute stands for (`NibNames.attachmentKey`), by the attribute's bytes:
    /// `collectionViewLayout` → `UICollectionLayout`, else `UI` + the key with its first letter capitalized, for
    /// every known `UI<Capital>…` key (issue 14, thirteenth round).
    static let attachmentKeys: NibByteNameTable = {
        var pairs: [(String, Int)] = [("collectionViewLayout", NibKey.UICollectionLayout.rawValue)]
        for key in allCases {
            var name = Array(key.name.utf8)
            guard name.count > 2, name.count <= 34, name[0] == UInt8(ascii: "U"), name[1] == UInt8(ascii: "I"),
                  name[2] >= UInt8(ascii: "A"), name[2] <= UInt8(ascii: "Z"), name.allSatisfy({ $0 < 0x80 }) else { continue }
            name.removeFirst(2)
            name[0] += UInt8(ascii: "a") - UInt8(ascii: "A")
            pairs.append((String(decoding: name, as: UTF8.self), key.rawValue))
        }
        return NibByteNameTable(pairs)
    }()

    /// The case named by a key string, for keys that reach the builder as strings.
    static let byName: [String: NibKey] = Dictionary(uniqueKeysWithValues: allCases.map { (names[$0.rawValue], $0) })

    /// The key as written in the archive.
    var name: String { NibKey.names[rawValue] }
}

// AttrKey: the attribute name of each key, spelt out.
//
// `AttrKey.table` was built with `String(describing:)` on every case: reflection, about 12 000 instructions per
// case (2.8 M once per process, paid by every `headless inspect`). `AttrKeyNamesTests` checks this list against
// the case names.

extension AttrKey {
    /// The attribute name of each key, by raw value (`none` has none): the case name, except `base64-UTF8`.
    static let names: [String] = [
        "", "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
        "placeholderIdentifier", "storyboardIdentifier", "title", "storyboardName", "referencedIdentifier", "type",
        "contentMode", "hidden", "alpha", "tag", "userInteractionEnabled", "clipsSubviews", "opaque",
        "translatesAutoresizingMaskIntoConstraints", "text", "placeholder", "image", "highlightedImage",
        "reuseIdentifier", "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "top", "leading", "bottom",
        "trailing", "location", "length", "value", "red", "green", "blue", "white", "cyan", "magenta", "yellow",
        "black", "colorSpace", "customColorSpace", "systemColor", "cocoaTouchSystemColor", "name", "catalog",
        "pointSize", "size", "weight", "family", "style", "metaFont", "widthSizable", "heightSizable",
        "flexibleMinX", "flexibleMaxX", "flexibleMinY", "flexibleMaxY", "property", "destination", "selector",
        "eventType", "collectionClass", "kind", "identifier", "relationship", "unwindAction",
        "modalPresentationStyle", "modalTransitionStyle", "animates", "trigger", "firstItem", "firstAttribute",
        "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority", "symbolic", "keyPath",
        "backgroundImage", "sceneID", "reference", "version", "toolsVersion", "systemVersion", "targetRuntime",
        "propertyAccessControl", "useAutolayout", "useTraitCollections", "useSafeAreas", "colorMatched",
        "launchScreen", "initialViewController", "base64-UTF8", "appends", "xcode11CocoaTouchSystemColor",
        "content", "baseWritingDirection", "tighteningFactorForTruncation", "autocapitalizationType",
        "autocorrectionType", "spellCheckingType", "keyboardType", "keyboardAppearance", "returnKeyType",
        "enablesReturnKeyAutomatically", "secureTextEntry", "textContentType", "label", "hint", "renderingMode",
        "symbolScale", "configurationType", "scale", "multipleTouchEnabled", "fixedFrame", "misplaced", "ambiguous",
        "verifyAmbiguity", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "layoutMarginsFollowReadableWidth", "clearsContextBeforeDrawing", "autoresizesSubviews",
        "semanticContentAttribute", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "restorationIdentifier",
        "useStoryboardIdentifierAsRestorationIdentifier", "contentHorizontalAlignment", "contentVerticalAlignment",
        "enabled", "highlighted", "selected", "textAlignment", "lineBreakMode", "baselineAdjustment",
        "numberOfLines", "adjustsFontSizeToFit", "adjustsLetterSpacingToFitWidth",
        "adjustsFontForContentSizeCategory", "minimumFontSize", "minimumScaleFactor", "preferredMaxLayoutWidth",
        "usesAttributedText", "borderStyle", "buttonType", "hasAttributedTitle", "showsTouchWhenHighlighted",
        "systemItem", "tableViewCell", "selectionStyle", "indentationWidth", "indentationLevel", "accessoryType",
        "editingAccessoryType", "hidesAccessoryWhenEditing", "textLabel", "detailTextLabel", "dataMode",
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "separatorStyle",
        "headerTitle", "footerTitle", "alwaysBounceVertical", "minValue", "maxValue", "on", "axis", "alignment",
        "distribution", "spacing", "automaticallyAdjustsScrollViewInsets", "hidesBottomBarWhenPushed",
        "definesPresentationContext", "extendedLayoutIncludesOpaqueBars", "clearsSelectionOnViewWillAppear",
        "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection", "segmentControlStyle",
        "selectedSegmentIndex", "animating", "hidesWhenStopped", "bundleIdentifier",
        "allowsDefaultTighteningForTruncation", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "clearButtonMode", "clearsOnBeginEditing", "editable", "selectable", "scrollEnabled", "pagingEnabled",
        "bounces", "bouncesZoom", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches",
        "keyboardDismissMode", "contentInsetAdjustmentBehavior", "minimumZoomScale", "maximumZoomScale",
        "continuous", "momentary", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "barStyle",
        "translucent", "prefersLargeTitles", "imageView", "estimatedSectionHeaderHeight",
        "estimatedSectionFooterHeight",
    ]
}

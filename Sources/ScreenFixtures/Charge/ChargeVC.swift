import LayoutModel

/// The charge screen of the MCC pattern article (`mcc-pattern.zh.txt`): titled "充值", with a
/// `ChargeMoneyInputController` and a `ChargeMethodController` registered flat, in that order.
///
/// The seed gives no heights; chosen: the amount input 120 pt, the payment methods 180 pt.
///
///     ChargeVC.screen(on: .iPhone8).subControllers.map(\.name)
///     // ["ChargeMoneyInputController", "ChargeMethodController"]
public enum ChargeVC {
    /// The screen as MCC components (`ComponentScreen`), as the pattern builds it.
    public static var components: ComponentScreen {
        var charge = ComponentScreen(name: "ChargeVC", title: "充值")
        charge.register(Component(name: "ChargeMoneyInputController", height: 120, text: "充值金额"))
        charge.register(Component(name: "ChargeMethodController", height: 180, text: "充值方式"))
        return charge
    }

    /// The 充值 screen on `device`.
    public static func screen(on device: Device) -> Screen {
        components.screen(on: device)
    }
}

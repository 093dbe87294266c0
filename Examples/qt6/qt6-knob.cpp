/*
 * A knob in a Qt 6 Widgets window: a QWidget drawn by CircularControl's C API into a QImage and fed by Qt's mouse,
 * wheel, key and focus events; a "Reset" button beside it shows the Tab hand-off between the control and Qt.
 *
 * Build: make (a Makefile with pkg-config: circularcontrol and Qt6Widgets; no moc, no CMake)
 * Run:   ./qt6-knob           drag the knob, turn the wheel, use the arrows, Page Up/Down, Home, End; Escape cancels
 *                             a drag; a double click on the knob goes back to 50; type a number and Enter to set it
 *                             (Backspace edits, Escape cancels); Tab and Shift+Tab move between the knob and the
 *                             button; 'q' or closing the window quits.
 *
 * Pixels: the control draws premultiplied ARGB32 in native byte order, which is QImage::Format_ARGB32_Premultiplied,
 * so the QImage wraps the library's buffer as it is and paintEvent draws it with no conversion. Only the damaged
 * rectangle is redrawn (cc_render with CC_RENDER_DAMAGE_ONLY) and only it is repainted (QWidget::update(rect)).
 *
 * Wheel: angleDelta() is in eighths of a degree, 120 a notch; a high-resolution wheel or a touchpad sends fractions
 * of that, which go to cc_wheel_at as fractional notches (the library adds them up). Only the vertical delta is used.
 *
 * Gestures (see "Gestures." in circularcontrol.h): every change a person makes lies inside a BEGAN ... ENDED pair.
 * keyReleaseEvent, skipping auto-repeats (QKeyEvent::isAutoRepeat), goes to cc_key_release, which ends a key run
 * once no value key is held; losing the focus (cc_set_keyboard_focus(0)) ends it too. Each wheel event goes to
 * cc_wheel_at with its time on a QElapsedTimer (a monotonic clock), so a burst is one gesture; a single-shot QTimer
 * at cc_get_gesture_deadline (0.5 s after the last turn) calls cc_advance_clock on the same clock, which ends it
 * without any further input.
 *
 * Keys: Tab and Shift+Tab (Qt's Key_Backtab) go to the control (CC_KEY_TAB) before Qt's own focus chain sees them;
 * the control hands the focus out (cc_set_hands_focus_out) and the widget passes it on with focusNextPrevChild().
 * Focus coming back by Tab or Shift+Tab lands on the first or last knob (cc_focus_enter); any other focus change is
 * passed on with cc_set_keyboard_focus(), so the focus ring shows only while the widget has the focus. Enter,
 * Backspace and typed text (QKeyEvent::text(), as the keyboard layout composed it) drive the value entry.
 *
 * Accessibility: a QAccessibleWidget subclass with the role QAccessible::Dial, the name "Volume" and
 * QAccessibleValueInterface, whose value, limits, step and value text are read from the library every time
 * (cc_get_value, cc_get_knob_range, cc_get_knob_increment, cc_get_value_text); setCurrentValue goes through
 * cc_set_accessible_value (clamped, snapped, and a person's change: a gesture of its own), and every change sends a
 * QAccessibleValueChangeEvent. Qt speaks AT-SPI2 to screen readers on Linux (QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
 * without a running screen reader).
 *
 * HiDPI: the control works in the widget's logical pixels (its geometry and Qt's event positions) and draws into a
 * QImage of device pixels, devicePixelRatioF() times larger (cc_set_scale), whose own device pixel ratio makes
 * QPainter draw it pixel for pixel. When the ratio changes (another screen, QT_SCALE_FACTOR) the next paint makes a
 * new image and draws it whole.
 *
 * On standard output it prints "ready KNOB_X KNOB_Y CENTER_X CENTER_Y VALUE" after the first paint (where the knob
 * and the ring's centre are, in device pixels of the top-level window) and a "hidpi ..." line for
 * scripts/compare-hidpi, "value V" after every change, "gesture began KIND"
 * (drag, wheel, keys, typed, reset, accessibility) and "gesture ended OUTCOME" (committed, cancelled) around a
 * person's changes, and "final value V" on exit, so a script can drive it with xdotool.
 */
#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QAccessibleWidget>
#include <QApplication>
#include <QElapsedTimer>
#include <QFocusEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QWidget>

#include <cmath>
#include <cstdio>
#include <string>

#include <circularcontrol.h>

namespace {

constexpr int knobSize = 240;
constexpr double defaultValue = 50;
// The ring: its radius and line width in logical pixels, and its arc.
constexpr double ringRadius = 90;
constexpr double ringLineWidth = 18;
constexpr double arcStart = -135;
constexpr double arcSweep = 270;

int modifiersFrom(Qt::KeyboardModifiers qtModifiers) {
    int modifiers = CC_MODIFIER_NONE;
    if (qtModifiers & Qt::ShiftModifier) modifiers |= CC_MODIFIER_SHIFT;
    if (qtModifiers & Qt::ControlModifier) modifiers |= CC_MODIFIER_CONTROL;
    if (qtModifiers & Qt::AltModifier) modifiers |= CC_MODIFIER_ALT;
    return modifiers;
}

/* The control's key for a Qt key, or -1 for keys it does not take as keys (typed text is handled apart). */
int keyFrom(int qtKey) {
    switch (qtKey) {
    case Qt::Key_Left: return CC_KEY_LEFT;
    case Qt::Key_Right: return CC_KEY_RIGHT;
    case Qt::Key_Up: return CC_KEY_UP;
    case Qt::Key_Down: return CC_KEY_DOWN;
    case Qt::Key_PageUp: return CC_KEY_PAGE_UP;
    case Qt::Key_PageDown: return CC_KEY_PAGE_DOWN;
    case Qt::Key_Home: return CC_KEY_HOME;
    case Qt::Key_End: return CC_KEY_END;
    case Qt::Key_Escape: return CC_KEY_ESCAPE;
    case Qt::Key_Tab: case Qt::Key_Backtab: return CC_KEY_TAB;
    case Qt::Key_Return: case Qt::Key_Enter: return CC_KEY_ENTER;
    case Qt::Key_Backspace: return CC_KEY_BACKSPACE;
    default: return -1;
    }
}

/* The knob's value as text ("50%"): the library says the length first. Empty when the library refuses (it cannot
 * here: the handle and the knob are valid). */
QString valueText(cc_control *knob) {
    size_t length = 0;
    if (cc_get_value_text(knob, 0, CC_KNOB_SINGLE, nullptr, 0, &length) != CC_OK) return QString();
    std::string text(length + 1, '\0');
    if (cc_get_value_text(knob, 0, CC_KNOB_SINGLE, text.data(), text.size(), nullptr) != CC_OK) return QString();
    return QString::fromUtf8(text.c_str(), static_cast<qsizetype>(length));
}

/* The widget: owns the control and the QImage over the library's pixels. No Q_OBJECT (no signals or slots of its
 * own; its QTimer's timeout goes to a lambda), so it builds without moc. */
class KnobWidget : public QWidget {
public:
    explicit KnobWidget(cc_control *knob, QWidget *parent = nullptr)
        : QWidget(parent), knob_(knob) {
        setFixedSize(knobSize, knobSize);
        setFocusPolicy(Qt::StrongFocus);
        setMouseTracking(true); // the knob's hover look
        setAttribute(Qt::WA_OpaquePaintEvent);
        cc_set_hands_focus_out(knob_, 1);
        clock_.start();
        gestureTimer_.setSingleShot(true);
        gestureTimer_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&gestureTimer_, &QTimer::timeout, [this] {
            // The gesture deadline came: a wheel burst idle for 0.5 s ends.
            cc_advance_clock(knob_, seconds());
            afterInput(); // starts the timer again if the burst goes on (a timeout that came a little early)
        });
        fitImage();
    }

    cc_control *knob() const { return knob_; }

    /* Sets the value as a program (the Reset button) does, and reports the change. */
    void setValue(double value) {
        cc_set_value(knob_, value, 0, 0);
        afterInput();
    }

    /* Sets the value an assistive technology wrote: a person's change, a gesture of its own. */
    void setAccessibleValue(double value) {
        cc_set_accessible_value(knob_, 0, CC_KNOB_SINGLE, value);
        afterInput();
    }

protected:
    bool event(QEvent *event) override {
        // Tab and Shift+Tab reach the control first: QWidget::event would move Qt's focus before keyPressEvent.
        if (event->type() == QEvent::KeyPress) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
                int modifiers = modifiersFrom(key->modifiers());
                if (key->key() == Qt::Key_Backtab) modifiers |= CC_MODIFIER_SHIFT;
                cc_key(knob_, CC_KEY_TAB, modifiers);
                int direction = CC_FOCUS_NEXT;
                if (cc_take_focus_exit(knob_, &direction) == 1) focusNextPrevChild(direction == CC_FOCUS_NEXT);
                afterInput();
                return true;
            }
        }
        return QWidget::event(event);
    }

    void paintEvent(QPaintEvent *event) override {
        if (devicePixelRatioF() != image_.devicePixelRatio()) fitImage();
        QPainter painter(this);
        double ratio = image_.devicePixelRatio();
        QRectF target(event->rect());
        painter.drawImage(target, image_, QRectF(target.topLeft() * ratio, target.size() * ratio));
        if (!readyPrinted_) {
            cc_state state;
            cc_get_state(knob_, &state);
            QPointF knobPoint = QPointF(mapTo(window(), QPoint(0, 0))) + QPointF(state.knob_x, state.knob_y);
            QPointF center = QPointF(mapTo(window(), QPoint(0, 0))) + QPointF(knobSize / 2.0, knobSize / 2.0);
            std::printf("ready %ld %ld %ld %ld %.6g\n", std::lround(knobPoint.x() * ratio),
                        std::lround(knobPoint.y() * ratio), std::lround(center.x() * ratio),
                        std::lround(center.y() * ratio), state.value);
            QPoint origin = mapTo(window(), QPoint(0, 0));
            std::printf("hidpi %.6g %d %d %d %d %.6g %.6g %.6g %.6g 0 100 %.6g %.6g %.6g 0xFFFFFFFF %d\n", ratio,
                        origin.x(), origin.y(), knobSize, knobSize, knobSize / 2.0, knobSize / 2.0, ringRadius,
                        ringLineWidth, arcStart, arcSweep, state.value, CC_LABEL_PERCENTAGE);
            readyPrinted_ = true;
        }
    }

    void mousePressEvent(QMouseEvent *event) override { press(event, 1); }
    void mouseDoubleClickEvent(QMouseEvent *event) override { press(event, 2); }

    void mouseMoveEvent(QMouseEvent *event) override {
        cc_pointer_move(knob_, event->position().x(), event->position().y(), modifiersFrom(event->modifiers()));
        afterInput();
    }

    void mouseReleaseEvent(QMouseEvent *event) override {
        if (event->button() != Qt::LeftButton) return;
        cc_pointer_up(knob_, event->position().x(), event->position().y(), modifiersFrom(event->modifiers()));
        afterInput();
    }

    void leaveEvent(QEvent *) override {
        cc_pointer_leave(knob_);
        afterInput();
    }

    void wheelEvent(QWheelEvent *event) override {
        // 120 is one notch; fractions (high-resolution wheels, touchpads) are passed on and add up in the library.
        // The time of each turn, on the clock the gesture timer uses: a burst of turns is one gesture.
        double notches = event->angleDelta().y() / 120.0;
        if (notches != 0) cc_wheel_at(knob_, notches, modifiersFrom(event->modifiers()), seconds());
        event->accept();
        afterInput();
    }

    void keyPressEvent(QKeyEvent *event) override {
        int modifiers = modifiersFrom(event->modifiers());
        int key = keyFrom(event->key());
        if (key >= 0) {
            cc_key(knob_, key, modifiers);
        } else if (event->key() == Qt::Key_Q && modifiers == CC_MODIFIER_NONE) {
            QApplication::quit();
            return;
        } else if (event->key() == Qt::Key_Shift) {
            cc_modifiers_changed(knob_, modifiers | CC_MODIFIER_SHIFT);
        } else if (!event->text().isEmpty() && event->text().at(0).isPrint()) {
            cc_type_text(knob_, event->text().toUtf8().constData());
        } else {
            QWidget::keyPressEvent(event);
            return;
        }
        afterInput();
    }

    void keyReleaseEvent(QKeyEvent *event) override {
        if (event->key() == Qt::Key_Shift) {
            cc_modifiers_changed(knob_, modifiersFrom(event->modifiers()) & ~CC_MODIFIER_SHIFT);
            afterInput();
            return;
        }
        // The release of a held key, not those Qt reports between its auto-repeats: the last value key held coming up
        // ends the key gesture.
        int key = keyFrom(event->key());
        if (key < 0 || event->isAutoRepeat()) return;
        cc_key_release(knob_, key);
        afterInput();
    }

    void focusInEvent(QFocusEvent *event) override {
        if (event->reason() == Qt::TabFocusReason) {
            cc_focus_enter(knob_, CC_FOCUS_NEXT);
        } else if (event->reason() == Qt::BacktabFocusReason) {
            cc_focus_enter(knob_, CC_FOCUS_PREVIOUS);
        } else {
            cc_set_keyboard_focus(knob_, 1);
        }
        afterInput();
    }

    void focusOutEvent(QFocusEvent *) override {
        cc_set_keyboard_focus(knob_, 0);
        afterInput();
    }

private:
    void press(QMouseEvent *event, int clickCount) {
        if (event->button() != Qt::LeftButton) return;
        setFocus(Qt::MouseFocusReason);
        cc_pointer_down(knob_, event->position().x(), event->position().y(), modifiersFrom(event->modifiers()),
                        clickCount);
        afterInput();
    }

    /* Seconds on the widget's monotonic clock: the clock of the wheel's turns and of cc_advance_clock. */
    double seconds() const { return static_cast<double>(clock_.nsecsElapsed()) / 1e9; }

    /* Runs the gesture timer until cc_get_gesture_deadline while a wheel burst is under way; stops it otherwise. */
    void scheduleGestureDeadline() {
        double deadline = 0;
        if (cc_get_gesture_deadline(knob_, &deadline) != 1) {
            gestureTimer_.stop();
            return;
        }
        if (gestureTimer_.isActive() && deadline == scheduledDeadline_) return;
        double wait = (deadline - seconds()) * 1000; // rounded up: waking early would only wait again
        gestureTimer_.start(wait <= 0 ? 0 : static_cast<int>(wait) + 1);
        scheduledDeadline_ = deadline;
    }

    /* After every input: report the changes (stdout and screen readers) and the gestures around them, repaint what
     * the control redrew, and wake up at the gesture deadline. */
    void afterInput() {
        static const char *gestures[] = {"drag", "wheel", "keys", "typed", "reset", "accessibility"};
        cc_event event;
        bool changed = false;
        while (cc_poll_event(knob_, &event) == 1) {
            if (event.kind == CC_EVENT_BEGAN && event.detail >= 0 && event.detail < 6) {
                std::printf("gesture began %s\n", gestures[event.detail]);
            } else if (event.kind == CC_EVENT_ENDED) {
                std::printf("gesture ended %s\n", event.detail == CC_OUTCOME_CANCELLED ? "cancelled" : "committed");
            }
            if (event.kind != CC_EVENT_CHANGED) continue;
            std::printf("value %.6g\n", event.value);
            changed = true;
        }
        if (changed) {
            double value = 0;
            cc_get_value(knob_, &value);
            QAccessibleValueChangeEvent change(this, value);
            QAccessible::updateAccessibility(&change);
        }
        renderDamage(CC_RENDER_DAMAGE_ONLY);
        scheduleGestureDeadline();
    }

    /* A new image of device pixels for the widget's device pixel ratio, drawn whole. */
    void fitImage() {
        double ratio = devicePixelRatioF();
        int side = static_cast<int>(std::ceil(knobSize * ratio));
        image_ = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        image_.setDevicePixelRatio(ratio);
        if (cc_set_scale(knob_, ratio) != CC_OK) std::fprintf(stderr, "scale: %s\n", cc_last_error(knob_));
        renderDamage(CC_RENDER_FULL);
    }

    void renderDamage(int flags) {
        cc_rect damage;
        if (cc_render(knob_, image_.bits(), image_.width(), image_.height(), static_cast<int>(image_.bytesPerLine()),
                      flags, &damage) != CC_OK) {
            std::fprintf(stderr, "render: %s\n", cc_last_error(knob_));
            return;
        }
        // The damage is in device pixels; Qt repaints in logical ones.
        double ratio = image_.devicePixelRatio();
        QRectF logical(damage.x / ratio, damage.y / ratio, damage.width / ratio, damage.height / ratio);
        if (damage.width > 0 && damage.height > 0) update(logical.toAlignedRect());
    }

    cc_control *knob_;
    QImage image_;
    bool readyPrinted_ = false;
    QElapsedTimer clock_; // the gesture clock (monotonic)
    QTimer gestureTimer_; // fires at the gesture deadline
    double scheduledDeadline_ = 0;
};

/* What screen readers see of the knob: a dial with a name and a value, all read from the library. */
class KnobAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit KnobAccessible(KnobWidget *widget) : QAccessibleWidget(widget, QAccessible::Dial), knobWidget_(widget) {}

    void *interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface) return static_cast<QAccessibleValueInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    QString text(QAccessible::Text kind) const override {
        if (kind == QAccessible::Name) return QStringLiteral("Volume");
        if (kind == QAccessible::Value) return valueText(knobWidget_->knob());
        return QAccessibleWidget::text(kind);
    }

    QVariant currentValue() const override {
        double value = 0;
        cc_get_value(knobWidget_->knob(), &value);
        return value;
    }

    /* Goes through the control as a person's change (cc_set_accessible_value: a gesture of its own): a number is
     * clamped and snapped; anything else (a string that is not a number, NaN) changes nothing. */
    void setCurrentValue(const QVariant &value) override {
        bool isNumber = false;
        double number = value.toDouble(&isNumber);
        if (isNumber && std::isfinite(number)) knobWidget_->setAccessibleValue(number);
    }

    QVariant maximumValue() const override { return range().second; }
    QVariant minimumValue() const override { return range().first; }

    QVariant minimumStepSize() const override {
        double increment = 0;
        cc_get_knob_increment(knobWidget_->knob(), 0, CC_KNOB_SINGLE, &increment);
        return increment;
    }

private:
    std::pair<double, double> range() const {
        double minimum = 0, maximum = 0;
        cc_get_knob_range(knobWidget_->knob(), 0, CC_KNOB_SINGLE, &minimum, &maximum);
        return {minimum, maximum};
    }

    KnobWidget *knobWidget_;
};

QAccessibleInterface *accessibleFactory(const QString &, QObject *object) {
    // Without Q_OBJECT the class name Qt passes is "QWidget", so the widget is recognised by its C++ type.
    if (auto *knob = dynamic_cast<KnobWidget *>(object)) return new KnobAccessible(knob);
    return nullptr;
}

} // namespace

int main(int argc, char **argv) {
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    QApplication application(argc, argv);
    // After QApplication, which installs Qt's own widget factory: the factory installed last is asked first, and
    // Qt's would answer for the class name "QWidget".
    QAccessible::installFactory(accessibleFactory);

    cc_config config;
    cc_config_init(&config);
    config.max = 100;
    config.center_x = config.center_y = knobSize / 2.0;
    config.radius = ringRadius;
    config.line_width = ringLineWidth;
    config.arc_start_degrees = arcStart;
    config.arc_sweep_degrees = arcSweep;
    config.has_default_value = 1;
    config.default_value = defaultValue;
    config.label = CC_LABEL_PERCENTAGE;
    cc_control *knob = nullptr;
    char message[256];
    if (cc_create(&config, &knob, message, sizeof message) != CC_OK) {
        std::fprintf(stderr, "qt6-knob: %s\n", message);
        return 1;
    }

    int status = 0;
    {
        QWidget window;
        window.setWindowTitle(QStringLiteral("CircularControl Qt 6 example"));
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *knobWidget = new KnobWidget(knob);
        auto *reset = new QPushButton(QStringLiteral("Reset"));
        layout->addWidget(knobWidget);
        layout->addWidget(reset);
        QObject::connect(reset, &QPushButton::clicked, [knobWidget] { knobWidget->setValue(defaultValue); });
        window.show();
        knobWidget->setFocus(Qt::OtherFocusReason);
        status = application.exec();
        double value = 0;
        cc_get_value(knob, &value);
        std::printf("final value %.6g\n", value);
    }
    cc_destroy(knob);
    return status;
}

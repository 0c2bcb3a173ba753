/* The start-up baseline: a plain C GTK 4 program that builds the same home window as clew-demo
 * (the header bar with its back button, view switcher and star, the overlay, the Scenarios and
 * Settings tabs, the scenario list, the renderer's CSS and Resources/style.css, the app's settings)
 * and exits once the first frame has been painted, exactly as `clew-demo --exit-after-first-frame`.
 * `CLEW_BENCH_DUMP_TREE=1 LD_PRELOAD=first-frame-probe.so` prints both programs' widget trees, to
 * check that they still match.
 *
 * "First frame" means: the window's GdkFrameClock emits "after-paint" for the first time. The
 * handler is connected on the window's "realize" (the frame clock exists from then on, and
 * nothing has been painted yet); after-paint follows the frame clock's paint phase, in which GTK
 * has snapshotted the whole widget tree, rendered it (cairo under Xvfb) and handed the surface's
 * contents to the display server. The handler calls g_application_quit(), so the process then
 * leaves g_application_run() and exits; the wall time measured by scripts/bench-startup is from
 * exec to process exit, which includes GTK's own teardown in both programs.
 *
 * Like clew-demo (and any GNOME app), it reads its preferences from GSettings at start (schema
 * io.github.clew.Demo, compiled into the folder given as the second argument: clew-demo's style,
 * layout and toolkit) and watches the style; on plain GTK it follows GNOME's
 * org.gnome.desktop.interface color-scheme as ClewGtk does (libadwaita's style manager does that
 * itself). Both tabs' pages are built at start, as an app whose view stack comes from a .ui file.
 *
 *   gcc -O2 baseline.c -o baseline $(pkg-config --cflags --libs gtk4)
 *   gcc -O2 -DCLEW_BASELINE_ADWAITA baseline.c -o baseline-adwaita $(pkg-config --cflags --libs libadwaita-1)
 *   glib-compile-schemas --targetdir=schemas Resources
 *   ./baseline /path/to/Resources/style.css schemas
 *
 * With CLEW_BASELINE_ADWAITA it is the libadwaita 1.2 app clew-demo's default toolkit is: an
 * AdwApplication (libadwaita's stylesheet, icons and style manager), AdwHeaderBar, an AdwViewStack
 * with an AdwViewSwitcherTitle and an AdwViewSwitcherBar, the Settings tab as preferences groups.
 */
#include <gtk/gtk.h>
#ifdef CLEW_BASELINE_ADWAITA
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#include <adwaita.h>
#endif

static const char *titles[] = {
  "Leave the game", "Difficulty", "Paywall", "Background image", "Do you like apples?", "Sign in",
  "Whole-stack changes", "Chained routes", "Updating routes", "One change at a time", "Dismissal reasons",
  "Widgets",
};
static const char *summaries[] = {
  "An alert with a destructive action that pops to the home page, then Undo",
  "A picker in a popover anchored to its button",
  "Presented from Home and from Profile with its own source",
  "Download an image with progress, errors and retry",
  "A fluent alert that reports the chosen answer",
  "A text field and a password field, then a root transition into the app",
  "Set the whole stack in one call, pop to a screen, switch branches",
  "Push Profile, then present the paywall, in one navigate",
  "Open a profile from a profile: one screen, updated in place",
  "Three pushes at once, each after the slide before it",
  "Each screen and alert tells why it went: the user, the app, or a replacement",
  "Controls, containers, menus and an image view on one page",
};

static const char *stylesheet;
static const char *schema_folder;

/* What ClewGtk's RendererStylesheet adds once per process (the in-window sheet, its scrim, the toast). */
static const char *renderer_css =
  "button.clew-scrim, button.clew-scrim:hover, button.clew-scrim:active {\n"
  "  background: alpha(black, 0.3);\n"
  "  border: none;\n"
  "  border-radius: 0;\n"
  "  box-shadow: none;\n"
  "  outline: none;\n"
  "}\n"
  ".clew-sheet {\n"
  "  background-color: @theme_bg_color;\n"
  "  border-radius: 12px;\n"
  "  box-shadow: 0 2px 12px alpha(black, 0.3);\n"
  "  margin: 12px;\n"
  "  min-width: 320px;\n"
  "}\n"
  ".clew-sheet label.title { font-weight: bold; }\n"
  "/* A toast: libadwaita's dark bubble, legible on the light and the dark style alike. */\n"
  ".clew-toast {\n"
  "  background-color: rgba(36, 36, 36, 0.96);\n"
  "  color: white;\n"
  "  border-radius: 999px;\n"
  "  margin: 12px;\n"
  "  padding: 6px 6px 6px 18px;\n"
  "  box-shadow: 0 2px 8px alpha(black, 0.35);\n"
  "}\n"
  ".clew-toast button { color: white; }\n"
  ".clew-toast button.clew-toast-action { font-weight: bold; padding: 4px 12px; }\n";

/* The renderer's Back shortcuts (Alt+Left, the Back key, the mouse's back button): there is
 * nowhere to go back to on the home page. */
static gboolean on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode,
                                GdkModifierType state, gpointer data) {
  return FALSE;
}

static void on_back_click (GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {}

static void on_quit (GSimpleAction *action, GVariant *parameter, gpointer app) {
  g_application_quit (G_APPLICATION (app));
}

/* The app's style: "system", "light" or "dark" (GSettings' io.github.clew.Demo style). */
static void apply_style (const char *style);

static void on_style_changed (GSettings *settings, const char *key, gpointer data) {
  char *style = g_settings_get_string (settings, "style");
  apply_style (style);
  g_free (style);
}

#ifdef CLEW_BASELINE_ADWAITA
static void apply_style (const char *style) {
  AdwColorScheme scheme = g_str_equal (style, "dark")    ? ADW_COLOR_SCHEME_FORCE_DARK
                          : g_str_equal (style, "light") ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                         : ADW_COLOR_SCHEME_DEFAULT;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}
#else
static GSettings *desktop_settings;

static void set_prefers_dark (gboolean dark) {
  gboolean current;
  g_object_get (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", &current, NULL);
  if (current != dark)
    g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", dark, NULL);
}

static gboolean desktop_prefers_dark (void) {
  if (!desktop_settings)
    return FALSE;
  char *scheme = g_settings_get_string (desktop_settings, "color-scheme");
  gboolean dark = g_str_equal (scheme, "prefer-dark");
  g_free (scheme);
  return dark;
}

static void on_desktop_changed (GSettings *settings, const char *key, gpointer data) {
  set_prefers_dark (desktop_prefers_dark ());
}

/* GNOME's color-scheme, as ClewGtk's GtkColorSchemeBackend follows it, if its schema is installed. */
static void follow_desktop (void) {
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = source ? g_settings_schema_source_lookup (source, "org.gnome.desktop.interface", TRUE) : NULL;
  if (!schema)
    return;
  if (g_settings_schema_has_key (schema, "color-scheme")) {
    desktop_settings = g_settings_new ("org.gnome.desktop.interface");
    g_signal_connect (desktop_settings, "changed::color-scheme", G_CALLBACK (on_desktop_changed), NULL);
  }
  g_settings_schema_unref (schema);
}

static void apply_style (const char *style) {
  set_prefers_dark (g_str_equal (style, "dark") || (!g_str_equal (style, "light") && desktop_prefers_dark ()));
}
#endif

/* The app's preferences: style, layout and toolkit, read at start; the style is followed live. */
static GSettings *read_preferences (void) {
  GSettingsSchemaSource *source =
    g_settings_schema_source_new_from_directory (schema_folder, g_settings_schema_source_get_default (), TRUE, NULL);
  GSettingsSchema *schema = source ? g_settings_schema_source_lookup (source, "io.github.clew.Demo", TRUE) : NULL;
  if (source)
    g_settings_schema_source_unref (source);
  if (!schema) {
    g_printerr ("baseline: no io.github.clew.Demo schema in %s\n", schema_folder);
    return NULL;
  }
  GSettings *settings = g_settings_new_full (schema, NULL, NULL);
  g_settings_schema_unref (schema);
  char *toolkit = g_settings_get_string (settings, "toolkit");
  char *layout = g_settings_get_string (settings, "layout");
  g_free (toolkit);
  g_free (layout);
  return settings;
}

static void set_margins (GtkWidget *widget, int margin) {
  gtk_widget_set_margin_top (widget, margin);
  gtk_widget_set_margin_bottom (widget, margin);
  gtk_widget_set_margin_start (widget, margin);
  gtk_widget_set_margin_end (widget, margin);
}

static GtkWidget *icon_button (const char *icon, const char *label) {
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static GtkWidget *make_row (int index) {
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  set_margins (row, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (texts, TRUE);
  GtkWidget *title = gtk_label_new (titles[index]);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  GtkWidget *subtitle = gtk_label_new (summaries[index]);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (row), texts);
  if (index == 1) {
    GtkWidget *button = gtk_button_new_with_label ("Normal");
    gtk_widget_set_name (button, "difficulty");
    gtk_widget_add_css_class (button, "flat");
    gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
    gtk_widget_set_tooltip_text (button, "Choose the difficulty");
    gtk_box_append (GTK_BOX (row), button);
  } else {
    gtk_box_append (GTK_BOX (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  }
  return row;
}

static void on_row_activated (GtkListBox *list, GtkListBoxRow *row, gpointer data) {}

/* The Scenarios tab's page. */
static GtkWidget *make_home (void) {
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_add_css_class (page, "clew-home");
  set_margins (page, 24);
  GtkWidget *heading = gtk_label_new ("Scenarios");
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (page), heading);
  GtkWidget *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "clew-scenario-list");
  for (int i = 0; i < (int) G_N_ELEMENTS (titles); i++)
    gtk_list_box_append (GTK_LIST_BOX (list), make_row (i));
  g_signal_connect (list, "row-activated", G_CALLBACK (on_row_activated), NULL);
  gtk_box_append (GTK_BOX (page), list);
  GtkWidget *result = gtk_label_new ("No choices yet");
  gtk_widget_add_css_class (result, "clew-result");
  gtk_widget_add_css_class (result, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (result), 0);
  gtk_box_append (GTK_BOX (page), result);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), page);
  return scroller;
}

#ifdef CLEW_BASELINE_ADWAITA
static void on_check_toggled (GtkCheckButton *check, gpointer data) {}
static void on_about_activated (AdwActionRow *row, gpointer data) {}

/* The Settings tab: GNOME's settings page (clew-demo's AdwaitaSettingsPage). */
static GtkWidget *make_settings (void) {
  static const char *styles[] = { "Follow System", "Light", "Dark" };
  GtkWidget *appearance = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (appearance), "Appearance");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (appearance),
                                         "Light or dark, or as GNOME’s own settings say");
  GtkWidget *first = NULL;
  for (int i = 0; i < 3; i++) {
    GtkWidget *check = gtk_check_button_new ();
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), i == 0);
    if (first)
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (first));
    else
      first = check;
    g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), NULL);
    GtkWidget *row = adw_action_row_new ();
    adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), styles[i]);
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance), row);
  }
  GtkWidget *about_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (about_group), "About");
  GtkWidget *about = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (about), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (about), "About Clew Demo");
  adw_action_row_add_suffix (ADW_ACTION_ROW (about), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (about), TRUE);
  g_signal_connect (about, "activated", G_CALLBACK (on_about_activated), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (about_group), about);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (GTK_BOX (box), appearance);
  gtk_box_append (GTK_BOX (box), about_group);
  set_margins (box, 24);
  GtkWidget *clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  return scroller;
}
#else
static void on_action_clicked (GtkButton *button, gpointer data) {}

/* The Settings tab: the settings screen's title, line and actions, centred (clew-demo's action page). */
static GtkWidget *make_settings (void) {
  static const char *actions[] = { "Follow the System Style", "Use the Dark Style", "Use the Light Style",
                                   "About Clew Demo" };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new ("Settings");
  gtk_widget_add_css_class (title, "title-2");
  gtk_box_append (GTK_BOX (box), title);
  GtkWidget *detail = gtk_label_new ("How Clew Demo looks, and what it is.");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (detail), 40);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), detail);
  for (int i = 0; i < (int) G_N_ELEMENTS (actions); i++) {
    GtkWidget *button = gtk_button_new_with_label (actions[i]);
    g_signal_connect (button, "clicked", G_CALLBACK (on_action_clicked), NULL);
    gtk_box_append (GTK_BOX (box), button);
  }
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  return box;
}
#endif

/* A tab's page stack (the renderer's PageSet): its root page, no transition at the root. */
static GtkWidget *page_stack (GtkWidget *root, const char *title) {
  GtkWidget *stack = gtk_stack_new ();
  gtk_stack_set_transition_duration (GTK_STACK (stack), 200);
  gtk_widget_set_vexpand (stack, TRUE);
  gtk_stack_set_transition_type (GTK_STACK (stack), GTK_STACK_TRANSITION_TYPE_NONE);
  gtk_stack_add_titled (GTK_STACK (stack), root, NULL, title);
  gtk_stack_set_visible_child (GTK_STACK (stack), root);
  return stack;
}

static void after_paint (GdkFrameClock *clock, gpointer app) {
  g_application_quit (G_APPLICATION (app));
}

static void on_realize (GtkWidget *window, gpointer app) {
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint), app);
}

static void activate (GtkApplication *app, gpointer data) {
  /* GNOME's standard commands (ClewGtk's Application): app.quit on Ctrl+Q, window.close on Ctrl+W. */
  GSimpleAction *quit = g_simple_action_new ("quit", NULL);
  g_signal_connect (quit, "activate", G_CALLBACK (on_quit), app);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (quit));
  g_object_unref (quit);
  gtk_application_set_accels_for_action (app, "app.quit", (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (app, "window.close", (const char *[]) { "<Control>w", NULL });

  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_icon_name (GTK_WINDOW (window), "io.github.clew.Demo");

  /* The renderer's stylesheet and header bar (GtkRenderer.init), then the app's (DemoSession). */
  GtkCssProvider *renderer_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (renderer_provider, renderer_css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (renderer_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (renderer_provider);
#ifndef CLEW_BASELINE_ADWAITA
  follow_desktop ();
#endif

#ifdef CLEW_BASELINE_ADWAITA
  GtkWidget *header = adw_header_bar_new ();
#else
  GtkWidget *header = gtk_header_bar_new ();
#endif
  GtkWidget *back = icon_button ("go-previous-symbolic", "Back");
  gtk_widget_set_visible (back, FALSE);
#ifdef CLEW_BASELINE_ADWAITA
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), back);
#else
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), back);
#endif
  gtk_window_set_titlebar (GTK_WINDOW (window), header);
  GtkWidget *overlay = gtk_overlay_new ();
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), NULL);
  gtk_widget_add_controller (window, keys);
  GtkGesture *back_clicks = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (back_clicks), 8);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (back_clicks), GTK_PHASE_CAPTURE);
  g_signal_connect (back_clicks, "pressed", G_CALLBACK (on_back_click), NULL);
  gtk_widget_add_controller (window, GTK_EVENT_CONTROLLER (back_clicks));

  /* The app's preferences and style (DemoApp), its title, size and stylesheet (DemoSession). */
  GSettings *settings = read_preferences ();
  if (settings) {
    char *style = g_settings_get_string (settings, "style");
    apply_style (style);
    g_free (style);
    g_signal_connect (settings, "changed::style", G_CALLBACK (on_style_changed), NULL);
    g_object_set_data_full (G_OBJECT (window), "settings", settings, g_object_unref);
  }
  gtk_window_set_title (GTK_WINDOW (window), "Clew Demo");
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 560);
  GtkCssProvider *provider = gtk_css_provider_new ();
  GFile *file = g_file_new_for_path (stylesheet);
  gtk_css_provider_load_from_file (provider, file);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (file);
  g_object_unref (provider);

  /* Two tabs, Scenarios and Settings, each a page stack; the switcher in the header bar's middle. */
  GtkWidget *home = page_stack (make_home (), "Clew");
  GtkWidget *settings_page = page_stack (make_settings (), "Settings");
#ifdef CLEW_BASELINE_ADWAITA
  GtkWidget *tabs = adw_view_stack_new ();
  gtk_widget_set_vexpand (tabs, TRUE);
  GtkWidget *switcher = adw_view_switcher_title_new ();
  adw_view_switcher_title_set_stack (ADW_VIEW_SWITCHER_TITLE (switcher), ADW_VIEW_STACK (tabs));
  GtkWidget *bar = adw_view_switcher_bar_new ();
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (bar), ADW_VIEW_STACK (tabs));
  g_object_bind_property (switcher, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (content), tabs);
  gtk_box_append (GTK_BOX (content), bar);
  AdwViewStackPage *page = adw_view_stack_add_titled (ADW_VIEW_STACK (tabs), home, "scenarios", "Scenarios");
  adw_view_stack_page_set_icon_name (page, "view-list-symbolic");
  page = adw_view_stack_add_titled (ADW_VIEW_STACK (tabs), settings_page, "settings", "Settings");
  adw_view_stack_page_set_icon_name (page, "emblem-system-symbolic");
  adw_view_stack_set_visible_child (ADW_VIEW_STACK (tabs), home);
  adw_view_switcher_title_set_title (ADW_VIEW_SWITCHER_TITLE (switcher), "Clew Demo");
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), switcher);
#else
  GtkWidget *tabs = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (tabs), GTK_STACK_TRANSITION_TYPE_NONE);
  gtk_widget_set_vexpand (tabs, TRUE);
  GtkWidget *switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (tabs));
  GtkWidget *content = tabs;
  gtk_stack_add_titled (GTK_STACK (tabs), home, "scenarios", "Scenarios");
  gtk_stack_add_titled (GTK_STACK (tabs), settings_page, "settings", "Settings");
  gtk_stack_set_visible_child (GTK_STACK (tabs), home);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), switcher);
#endif
  gtk_overlay_set_child (GTK_OVERLAY (overlay), content);
  GtkWidget *premium = icon_button ("starred-symbolic", "Go Premium");
#ifdef CLEW_BASELINE_ADWAITA
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), premium);
#else
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), premium);
#endif

  g_signal_connect (window, "realize", G_CALLBACK (on_realize), app);
  gtk_window_present (GTK_WINDOW (window));
}

int main (int argc, char **argv) {
  stylesheet = argc > 1 ? argv[1] : "Resources/style.css";
  schema_folder = argc > 2 ? argv[2] : "schemas";
  /* The demo's id and flags in --exit-after-first-frame mode: its own process, never a remote call. */
#ifdef CLEW_BASELINE_ADWAITA
  GtkApplication *app = GTK_APPLICATION (adw_application_new ("io.github.clew.Demo", G_APPLICATION_NON_UNIQUE));
#else
  GtkApplication *app = gtk_application_new ("io.github.clew.Demo", G_APPLICATION_NON_UNIQUE);
#endif
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), 1, argv);
#ifndef CLEW_BASELINE_ADWAITA
  g_clear_object (&desktop_settings);
#endif
  g_object_unref (app);
  return status;
}

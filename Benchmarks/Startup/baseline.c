/* The start-up baseline: a plain C GTK 4 program that builds the same home window as clew-demo
 * (header bar, overlay and stack, scenario list, the renderer's CSS and Resources/style.css) and
 * exits once the first frame has been painted, exactly as `clew-demo --exit-after-first-frame`.
 *
 * "First frame" means: the window's GdkFrameClock emits "after-paint" for the first time. The
 * handler is connected on the window's "realize" (the frame clock exists from then on, and
 * nothing has been painted yet); after-paint follows the frame clock's paint phase, in which GTK
 * has snapshotted the whole widget tree, rendered it (cairo under Xvfb) and handed the surface's
 * contents to the display server. The handler calls g_application_quit(), so the process then
 * leaves g_application_run() and exits; the wall time measured by scripts/bench-startup is from
 * exec to process exit, which includes GTK's own teardown in both programs.
 *
 *   gcc -O2 baseline.c -o baseline $(pkg-config --cflags --libs gtk4)
 *   gcc -O2 -DCLEW_BASELINE_ADWAITA baseline.c -o baseline-adwaita $(pkg-config --cflags --libs libadwaita-1)
 *   ./baseline /path/to/Resources/style.css
 *
 * With CLEW_BASELINE_ADWAITA it is the libadwaita 1.2 app clew-demo's default toolkit is: an
 * AdwApplication (libadwaita's stylesheet, icons and style manager), the same widgets.
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
  "An alert with a destructive action that pops to the home page",
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

/* What ClewGtk's RendererStylesheet adds once per process (the in-window sheet and its scrim). */
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
  ".clew-sheet label.title { font-weight: bold; }\n";

/* The renderer's Escape handler for sheets: there is never a sheet on the home page. */
static gboolean on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode,
                                GdkModifierType state, gpointer data) {
  return FALSE;
}

static void set_margins (GtkWidget *widget, int margin) {
  gtk_widget_set_margin_top (widget, margin);
  gtk_widget_set_margin_bottom (widget, margin);
  gtk_widget_set_margin_start (widget, margin);
  gtk_widget_set_margin_end (widget, margin);
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

static void after_paint (GdkFrameClock *clock, gpointer app) {
  g_application_quit (G_APPLICATION (app));
}

static void on_realize (GtkWidget *window, gpointer app) {
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint), app);
}

static void activate (GtkApplication *app, gpointer data) {
  /* The app's stylesheet first (DemoApp.loadStylesheet), then the renderer's (GtkRenderer.init). */
  GtkCssProvider *provider = gtk_css_provider_new ();
  GFile *file = g_file_new_for_path (stylesheet);
  gtk_css_provider_load_from_file (provider, file);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (file);
  g_object_unref (provider);

  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Clew Demo");
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 560);
  gtk_window_set_icon_name (GTK_WINDOW (window), "io.github.clew.Demo");

  GtkCssProvider *renderer_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (renderer_provider, renderer_css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (renderer_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (renderer_provider);

  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (back, "Back");
  gtk_widget_set_visible (back, FALSE);
  GtkWidget *title = gtk_label_new ("Clew");
  gtk_widget_add_css_class (title, "title");
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), back);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), title);
  GtkWidget *premium = gtk_button_new_from_icon_name ("starred-symbolic");
  gtk_widget_set_tooltip_text (premium, "Go Premium");
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), premium);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *overlay = gtk_overlay_new ();
  gtk_stack_set_transition_duration (GTK_STACK (stack), 200);
  gtk_widget_set_vexpand (stack, TRUE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), stack);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), NULL);
  gtk_widget_add_controller (window, keys);

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
  gtk_box_append (GTK_BOX (page), list);
  GtkWidget *result = gtk_label_new ("No choices yet");
  gtk_widget_add_css_class (result, "clew-result");
  gtk_widget_add_css_class (result, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (result), 0);
  gtk_box_append (GTK_BOX (page), result);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), page);
  gtk_stack_set_transition_type (GTK_STACK (stack), GTK_STACK_TRANSITION_TYPE_NONE);
  gtk_stack_add_child (GTK_STACK (stack), scroller);
  gtk_stack_set_visible_child (GTK_STACK (stack), scroller);

  g_signal_connect (window, "realize", G_CALLBACK (on_realize), app);
  gtk_window_present (GTK_WINDOW (window));
}

int main (int argc, char **argv) {
  stylesheet = argc > 1 ? argv[1] : "Resources/style.css";
  /* The demo's id and flags in --exit-after-first-frame mode: its own process, never a remote call. */
#ifdef CLEW_BASELINE_ADWAITA
  GtkApplication *app = GTK_APPLICATION (adw_application_new ("io.github.clew.Demo", G_APPLICATION_NON_UNIQUE));
#else
  GtkApplication *app = gtk_application_new ("io.github.clew.Demo", G_APPLICATION_NON_UNIQUE);
#endif
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
